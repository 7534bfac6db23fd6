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
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
