import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: {
      type: 'object',
      required: ['language'],
      properties: { language: { type: 'string', enum: ['fi', 'sv'] }, paperless: { type: 'boolean' } },
    },
    uiSchema: {
      language: { 'ui:title': '139005', 'ui:widget': 'radio', 'ui:enumNames': ['139006', '139007'] },
      paperless: { 'ui:title': '139010', 'ui:widget': 'radio', 'ui:options': { inline: true } },
    },
  },
  'language',
  { language: 'fi', paperless: true },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'One answer of a few, all visible: a fieldset of radio buttons named by its legend.',
  use: 'Exactly one answer among two to about six options (Kyllä/Ei, Suomi/Ulkomaat). More options, or options the user knows by name: SelectWidget. Several answers: CheckboxesWidget.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring).",
  texts: "The legend and the options' labels are the form's codes (`ui:enumNames`).",
  keyboard:
    'Tab enters the group at the chosen radio (or the first); arrow keys move and choose; Tab leaves the group.',
  screenReader:
    "Reads the legend as a radio group (with 'pakollinen' when required), then the focused option, its place ('1/2') and whether it is chosen; the hint and error after the legend.",
});

const meta = {
  title: 'Engine/Widgets/RadioWidget',
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
