import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

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

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'A single-line text input: names, addresses, codes, anything typed on one line.',
  use: 'The default for a `string` field. For several lines use the TextareaWidget; for a choice among known values a RadioWidget (up to about six options) or a SelectWidget; for money the MoneyWidget, for a whole number the WholeNumberWidget, for a date the date widget. `ui:options.uppercase` forces capitals as typed (references, BIC); `ui:options.counter` shows the characters left of `maxLength`.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, focused (reached with Tab) and a long Finnish compound word.",
  texts:
    "The label, hint and help are the form's codes (`ui:title`, `ui:description`, `ui:help`); the counter is 130001 'Merkkejä jäljellä {n}'.",
  keyboard: 'Tab moves to the field and on; the field takes the characters typed.',
  screenReader:
    "Reads the label (with 'pakollinen' / 'obligatorisk' when required), then the hint, the error (prefixed 'Virhe:' / 'Fel:') and the help, all linked to the input by `aria-describedby`. With a counter, the characters left are announced politely, at most every 2 s.",
});

const meta = {
  title: 'Engine/Widgets/TextWidget',
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
/** A long Finnish compound word, as a real answer may be: it must wrap or fit, not spill out. */
export const LongWords: Story = {
  args: {
    ...states.Filled.args,
    formData: { name: 'Vuokravakuusrealisointipyyntöasiakirja', reference: 'RF18539007547034' },
  },
};
