import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: { type: 'object', required: ['iban'], properties: { iban: { type: 'string' } } },
    uiSchema: { iban: { 'ui:title': '139008', 'ui:widget': 'iban' } },
  },
  'iban',
  { iban: 'FI2112345600000785' },
);

const meta = {
  title: 'Engine/Widgets/IbanWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
