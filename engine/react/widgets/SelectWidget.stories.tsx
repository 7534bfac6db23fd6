import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: {
      type: 'object',
      required: ['language'],
      properties: { language: { type: 'string', enum: ['fi', 'sv'] } },
    },
    uiSchema: {
      language: { 'ui:title': '139005', 'ui:widget': 'select', 'ui:enumNames': ['139006', '139007'] },
    },
  },
  'language',
  { language: 'sv' },
);

const meta = {
  title: 'Engine/Widgets/SelectWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
