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
  args: states.EmptyFi.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyFi: Story = states.EmptyFi;
export const EmptySv: Story = states.EmptySv;
export const FilledFi: Story = states.FilledFi;
export const FilledSv: Story = states.FilledSv;
export const ErrorFi: Story = states.ErrorFi;
export const ErrorSv: Story = states.ErrorSv;
export const DisabledFi: Story = states.DisabledFi;
export const DisabledSv: Story = states.DisabledSv;
