import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: { type: 'object', required: ['paperless'], properties: { paperless: { type: 'boolean' } } },
    uiSchema: { paperless: { 'ui:title': '139010', 'ui:help': '139020' } },
  },
  'paperless',
  { paperless: true },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'A single yes/no: a native checkbox with its label beside it.',
  use: 'An optional `boolean` (e.g. paperless service). A statement the user must accept uses the ConfirmWidget; a choice between named answers (Kyllä/Ei) a RadioWidget.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring).",
  texts: "The form's label.",
  keyboard: 'Tab to the box; Space ticks and unticks it.',
  screenReader:
    "Reads the label, 'valintaruutu' / 'kryssruta' and whether it is ticked; the error and help through `aria-describedby`.",
});

const meta = {
  title: 'Engine/Widgets/CheckboxWidget',
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
