import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates, type StoryFormProps } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const base: Pick<StoryFormProps, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    required: ['confirmed'],
    properties: { confirmed: { type: 'boolean', const: true } },
  },
  uiSchema: { confirmed: { 'ui:title': '139022', 'ui:widget': 'confirm' } },
};
const states = storyStates(base, 'confirmed', { confirmed: true });

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "A statement the user must accept before sending ('Vakuutan antamani tiedot oikeiksi'), in a box of its own.",
  use: 'A required `boolean` with `const: true`. It starts unticked. Anything optional is a CheckboxWidget.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring). Also sent unticked (UntickedSent), with its message 110016.",
  texts: "The statement is the form's code; 110016 when it is not ticked (or the field's `ui:errorTexts`).",
  keyboard: 'Tab to the box; Space ticks it.',
  screenReader: 'Reads the statement, the checkbox and its state, and the error when sent unticked.',
});

const meta = {
  title: 'Engine/Widgets/ConfirmWidget',
  parameters: docs,
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** It starts unticked, though the schema says `const: true`. */
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Disabled: Story = states.Disabled;
/** Reached with Tab: the focus ring. */
export const Focused: Story = states.Focused;
export const Error: Story = states.Error;
/** Left unticked and sent: its own message (110016), not "choose one of the options". */
export const UntickedSent: Story = {
  args: { ...base, language: 'fi', errorCodes: { confirmed: ['110016'] } },
};
