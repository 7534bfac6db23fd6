/**
 * One field's frame (FieldTemplate, with RequiredMarker, DescriptionFieldTemplate,
 * FieldErrorTemplate and FieldHelpTemplate as its parts): a required text field with a hint, an
 * optional one with help, and a radio group, whose legend, hint and error sit inside its fieldset.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates, STORY_ERROR_CODE } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: {
      type: 'object',
      required: ['name', 'language'],
      properties: {
        name: { type: 'string', maxLength: 40 },
        phoneNumber: { type: 'string', maxLength: 30 },
        language: { type: 'string', enum: ['suomi', 'ruotsi'] },
      },
    },
    uiSchema: {
      name: { 'ui:title': '139001', 'ui:description': '139002' },
      phoneNumber: { 'ui:title': '230046', 'ui:help': '230048' },
      language: { 'ui:title': '139005', 'ui:widget': 'radio', 'ui:enumNames': ['139006', '139007'] },
    },
  },
  'name',
  { name: 'Matti Meikäläinen', language: 'suomi' },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'The frame every field of a form is drawn in: its label with the required marker, its hint, its error, the input, and its help. A form author never chooses it: the engine uses it for every field.',
  use: "What an author controls is in the UI schema: `ui:title` (the label), `ui:description` (the hint, under the label: what to type), `ui:help` (under the input: where to find it, why it is asked). Required comes from the schema's `required`. Write the hint for everyone; put the rarer explanation in help. A radio or checkbox group draws the same parts inside its fieldset (GroupChrome).",
  states:
    "Empty; filled; an error (on the required name: it sits right above the input, as in GOV.UK and HDS); disabled; focused (reached with Tab); a radio group's error inside its fieldset.",
  texts:
    "The form's own codes for label, hint and help; 130009 'pakollinen' / 'obligatorisk' (the required marker, for screen readers; the visible mark is '*'); 130015 'Virhe:' / 'Fel:' before an error.",
  keyboard: 'Tab reaches the input, never the label, hint or help; clicking the label focuses the input.',
  screenReader:
    "The label is the input's name ('Nimi pakollinen'); the hint, the error ('Virhe: …') and the help follow as its description (`aria-describedby`), in that order; an invalid input is marked `aria-invalid`.",
});

const meta = {
  title: 'Engine/Templates/FieldTemplate',
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
/** A radio group's error: legend, hint and error inside the fieldset, then the choices. */
export const GroupError: Story = {
  args: { ...states.Empty.args, errorCodes: { language: [STORY_ERROR_CODE] } },
};
