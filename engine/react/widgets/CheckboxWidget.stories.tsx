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
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
