import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: { type: 'object', properties: { details: { type: 'string', maxLength: 200 } } },
    uiSchema: { details: { 'ui:title': '139003', 'ui:widget': 'textarea', 'ui:options': { counter: true } } },
  },
  'details',
  { details: 'Vuokralainen muutti pois 31.5.\nAvaimet palautettiin.' },
);

const meta = {
  title: 'Engine/Widgets/TextareaWidget',
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
