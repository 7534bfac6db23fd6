import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates, type StoryFormProps } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const keysUi = { 'ui:title': '139021', 'ui:widget': 'wholeNumber' };
const base: Pick<StoryFormProps, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    required: ['keys'],
    properties: { keys: { type: 'integer', minimum: 0, maximum: 20 } },
  },
  uiSchema: { keys: keysUi },
};
const states = storyStates(base, 'keys', { keys: 3 });

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'A whole number: a count of keys, rooms, persons.',
  use: "An `integer` field. Typed decimals stay on screen and get the whole-number message (110015), or the field's own `ui:errorTexts`.",
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring). Also a decimal typed (FractionTyped) and a field's own error text (OwnErrorText).",
  texts: "The form's label and help; 110015 for a number that is not whole.",
  keyboard:
    'Tab moves to the field and on; the field takes the characters typed. Phones show the numeric keypad (`inputmode=numeric`).',
  screenReader:
    "Reads the label (with 'pakollinen' / 'obligatorisk' when required), then the hint, the error (prefixed 'Virhe:' / 'Fel:') and the help, all linked to the input by `aria-describedby`.",
});

const meta = {
  title: 'Engine/Widgets/WholeNumberWidget',
  parameters: docs,
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
/** Reached with Tab: the focus ring. */
export const Focused: Story = states.Focused;
/** `2,5` typed: the data keeps the text and the field says the whole-number message (110015). */
export const FractionTyped: Story = {
  args: { ...base, language: 'fi', formData: { keys: '2,5' }, errorCodes: { keys: ['110015'] } },
};
/** The field's own text for a failed rule: `"ui:errorTexts": { "maximum": "139023" }`. */
export const OwnErrorText: Story = {
  args: {
    ...base,
    uiSchema: { keys: { ...keysUi, 'ui:errorTexts': { maximum: '139023' } } },
    language: 'fi',
    formData: { keys: 25 },
    errorCodes: { keys: ['139023'] },
  },
};
