import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: { type: 'object', required: ['rent'], properties: { rent: { type: 'number', minimum: 0 } } },
    uiSchema: { rent: { 'ui:title': '139004', 'ui:widget': 'money' } },
  },
  'rent',
  { rent: 1234.5 },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: "A euro amount with a decimal comma and a visible '€'.",
  use: 'Every amount of money (`ui:widget: money` on a `number`). Counts of things use the WholeNumberWidget.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring). While focused it shows exactly what was typed; on leaving it is shown formatted (`1234,50`).",
  texts: "130002 'euroa' (read after the label) and 130003 '€' (shown).",
  keyboard:
    'Tab moves to the field and on; the field takes the characters typed. Phones show the decimal keypad.',
  screenReader:
    "Reads the label (with 'pakollinen' / 'obligatorisk' when required), then the hint, the error (prefixed 'Virhe:' / 'Fel:') and the help, all linked to the input by `aria-describedby`. The unit is read as 'euroa' / 'euro', not as a symbol.",
});

const meta = {
  title: 'Engine/Widgets/MoneyWidget',
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
