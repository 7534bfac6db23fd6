import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates, type StoryFormProps } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

/** A list of rentees, 1 to 5, each row a last name and one more field (`name`). */
function renteeList(
  name: string,
  schema: RJSFSchema,
  ui: UiSchema,
): Pick<StoryFormProps, 'schema' | 'uiSchema'> {
  return {
    schema: {
      type: 'object',
      properties: {
        rentees: {
          type: 'array',
          minItems: 1,
          maxItems: 5,
          items: {
            type: 'object',
            required: ['lastName'],
            properties: { lastName: { type: 'string' }, [name]: schema },
          },
        },
      },
    },
    uiSchema: {
      rentees: {
        'ui:title': '139016',
        'ui:addButton': '139018',
        items: { 'ui:title': '139017', lastName: { 'ui:title': '139019' }, [name]: ui },
      },
    },
  };
}

const states = storyStates(
  renteeList('rent', { type: 'number' }, { 'ui:title': '139004', 'ui:widget': 'money' }),
  'rentees',
  { rentees: [{ lastName: 'Virtanen', rent: 850 }, { lastName: 'Korhonen' }] },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'A repeating group: rows of the same fields (the tenants of an application), each a numbered fieldset.',
  use: "An `array` of objects. Give `ui:options.addText` / `removeText` in the form's words ('Lisää vuokralainen').",
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring).",
  texts:
    "130005 'Lisää', 130006 'Poista', 130007 'Lisätty rivi {n}', 130008 'Poistettu rivi {n}' (or the form's own).",
  keyboard:
    "Tab through each row's fields and its remove button, then the add button. Adding moves focus to the new row's first field; removing moves it to the add button.",
  screenReader:
    "Each row is a group named by its numbered legend; adding and removing are announced ('Lisätty rivi 2').",
});

const meta = {
  title: 'Engine/Templates/ArrayFieldTemplate',
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

/**
 * Rows with a date last: a row's calendar opens over the row's bottom edge and shows whole (each row
 * is painted apart and clips what overflows it, theme.css, but not while a dialog of its own is open).
 */
export const WithDate: Story = {
  args: {
    language: 'fi',
    ...renteeList('startDate', { type: 'string', format: 'date' }, { 'ui:title': '120009' }),
    formData: { rentees: [{ lastName: 'Virtanen', startDate: '2024-01-15' }, { lastName: 'Korhonen' }] },
  },
};
