import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: { type: 'object', required: ['paperless'], properties: { paperless: { type: 'boolean' } } },
    uiSchema: { paperless: { 'ui:title': '139010', 'ui:help': '139020' } },
  },
  'paperless',
  { paperless: true },
);

const meta = {
  title: 'Engine/Widgets/CheckboxWidget',
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
