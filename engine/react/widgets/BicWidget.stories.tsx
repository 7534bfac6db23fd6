import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
    schema: { type: 'object', properties: { bic: { type: 'string', maxLength: 11 } } },
    uiSchema: { bic: { 'ui:title': '139009', 'ui:widget': 'bic' } },
  },
  'bic',
  { bic: 'NDEAFIHH' },
);

const meta = {
  title: 'Engine/Widgets/BicWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
