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
