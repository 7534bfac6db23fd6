import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: { type: 'object', required: ['rent'], properties: { rent: { type: 'number', minimum: 0 } } },
    uiSchema: { rent: { 'ui:title': '139004', 'ui:widget': 'money' } },
  },
  'rent',
  { rent: 1234.5 },
);

const meta = {
  title: 'Engine/Widgets/MoneyWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
