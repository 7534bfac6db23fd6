import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: {
      type: 'object',
      required: ['language'],
      properties: { language: { type: 'string', enum: ['fi', 'sv'] } },
    },
    uiSchema: {
      language: { 'ui:title': '139005', 'ui:widget': 'select', 'ui:enumNames': ['139006', '139007'] },
    },
  },
  'language',
  { language: 'sv' },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'One answer from a list: a native select.',
  use: 'Exactly one answer of many (more than about six), or a list the user knows (a country, a language). A few options are better as a RadioWidget, where all are seen at once.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring).",
  texts:
    "130004 'Valitse' (the empty first option, or the field's `ui:placeholder`); the options are the form's codes.",
  keyboard: 'Tab to it; arrow keys change the choice; Alt+Down (or Space) opens the list.',
  screenReader:
    "Reads the label, 'yhdistelmäruutu' / 'kombinationsruta', the chosen option, then the hint and error.",
});

const meta = {
  title: 'Engine/Widgets/SelectWidget',
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
