import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: {
      type: 'object',
      required: ['language'],
      properties: { language: { type: 'string', enum: ['fi', 'sv'] }, paperless: { type: 'boolean' } },
    },
    uiSchema: {
      language: { 'ui:title': '139005', 'ui:widget': 'radio', 'ui:enumNames': ['139006', '139007'] },
      paperless: { 'ui:title': '139010', 'ui:widget': 'radio', 'ui:options': { inline: true } },
    },
  },
  'language',
  { language: 'fi', paperless: true },
);

const meta = {
  title: 'Engine/Widgets/RadioWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
