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
  args: states.EmptyFi.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** It starts unticked, though the schema says `const: true`. */
export const EmptyFi: Story = states.EmptyFi;
export const EmptySv: Story = states.EmptySv;
export const FilledFi: Story = states.FilledFi;
export const FilledSv: Story = states.FilledSv;
export const DisabledFi: Story = states.DisabledFi;
export const DisabledSv: Story = states.DisabledSv;
export const ErrorFi: Story = states.ErrorFi;
export const ErrorSv: Story = states.ErrorSv;
/** Left unticked and sent: its own message (110016), not "choose one of the options". */
export const UntickedSentFi: Story = {
  args: { ...base, language: 'fi', errorCodes: { confirmed: ['110016'] } },
};
export const UntickedSentSv: Story = {
  args: { ...base, language: 'sv', errorCodes: { confirmed: ['110016'] } },
};
