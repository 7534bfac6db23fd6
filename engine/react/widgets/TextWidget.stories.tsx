import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 40 }, reference: { type: 'string', maxLength: 20 } },
    },
    uiSchema: {
      name: { 'ui:title': '139001', 'ui:help': '139002', 'ui:options': { counter: true } },
      reference: { 'ui:title': '139009', 'ui:options': { uppercase: true } },
    },
  },
  'name',
  { name: 'Matti Meikäläinen', reference: 'NORDFIHH' },
);

const meta = {
  title: 'Engine/Widgets/TextWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
