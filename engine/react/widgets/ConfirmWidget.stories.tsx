import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates, type StoryFormProps } from '../stories/StoryForm.tsx';

const base: Pick<StoryFormProps, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    required: ['confirmed'],
    properties: { confirmed: { type: 'boolean', const: true } },
  },
  uiSchema: { confirmed: { 'ui:title': '139022', 'ui:widget': 'confirm' } },
};
const states = storyStates(base, 'confirmed', { confirmed: true });

const meta = {
  title: 'Engine/Widgets/ConfirmWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** It starts unticked, though the schema says `const: true`. */
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Disabled: Story = states.Disabled;
export const Error: Story = states.Error;
/** Left unticked and sent: its own message (110016), not "choose one of the options". */
export const UntickedSent: Story = {
  args: { ...base, language: 'fi', errorCodes: { confirmed: ['110016'] } },
};
