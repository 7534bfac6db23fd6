import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: { type: 'object', required: ['iban'], properties: { iban: { type: 'string' } } },
    uiSchema: { iban: { 'ui:title': '139008', 'ui:widget': 'iban' } },
  },
  'iban',
  { iban: 'FI2112345600000785' },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: "A bank account number (IBAN), checked for its country's length and its checksum.",
  use: 'Every IBAN (`format: iban`). Spaces are removed and letters upper-cased as typed; `FI` is never added by itself.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring).",
  texts: "The form's label and help; the IBAN messages of engine/core/errorCodes.ts.",
  keyboard: 'Tab moves to the field and on; the field takes the characters typed.',
  screenReader:
    "Reads the label (with 'pakollinen' / 'obligatorisk' when required), then the hint, the error (prefixed 'Virhe:' / 'Fel:') and the help, all linked to the input by `aria-describedby`.",
});

const meta = {
  title: 'Engine/Widgets/IbanWidget',
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
