import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: { type: 'object', properties: { details: { type: 'string', maxLength: 200 } } },
    uiSchema: { details: { 'ui:title': '139003', 'ui:widget': 'textarea', 'ui:options': { counter: true } } },
  },
  'details',
  { details: 'Vuokralainen muutti pois 31.5.\nAvaimet palautettiin.' },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'A multi-line text input for free text: a description, a justification, extra information.',
  use: 'Free text that may run over a line. Give it a `maxLength` and `ui:options.counter` so the writer sees the room left. One-line answers use the TextWidget.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring).",
  texts: "The form's label, hint and help; the counter 130001 'Merkkejä jäljellä {n}'.",
  keyboard: 'Tab moves in and out; Enter starts a new line (it does not send the form).',
  screenReader:
    "Reads the label (with 'pakollinen' / 'obligatorisk' when required), then the hint, the error (prefixed 'Virhe:' / 'Fel:') and the help, all linked to the input by `aria-describedby`. The characters left are announced politely, at most every 2 s.",
});

const meta = {
  title: 'Engine/Widgets/TextareaWidget',
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
