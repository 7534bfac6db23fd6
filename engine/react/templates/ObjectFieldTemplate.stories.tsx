/**
 * A group of fields (ObjectFieldTemplate): an object with a title is a fieldset with its title as
 * the legend and its description under it; a group inside a group nests its fieldset. The account
 * and address groups of the realization request.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: {
      type: 'object',
      properties: {
        account: {
          type: 'object',
          required: ['iban'],
          properties: { iban: { type: 'string', maxLength: 42 }, isOverseasAccount: { type: 'boolean' } },
        },
        address: {
          type: 'object',
          required: ['street', 'postalCode', 'city'],
          properties: {
            street: { type: 'string' },
            postalCode: { type: 'string' },
            city: { type: 'string' },
          },
        },
      },
    },
    uiSchema: {
      account: {
        'ui:title': '230025',
        'ui:description': '230026',
        iban: { 'ui:title': '230020', 'ui:widget': 'iban' },
        isOverseasAccount: { 'ui:title': '230022', 'ui:widget': 'checkbox' },
      },
      address: {
        'ui:title': '210095',
        street: { 'ui:title': '230050' },
        postalCode: { 'ui:title': '230051', 'ui:help': '230053' },
        city: { 'ui:title': '230052' },
      },
    },
  },
  'account',
  {
    account: { iban: 'FI21 1234 5600 0007 85', isOverseasAccount: false },
    address: { street: 'Satakunnankatu 5 A 1', postalCode: '33100', city: 'Tampere' },
  },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'Groups the fields that belong together (an account, an address) under one heading, so that the person filling the form sees, and a screen reader hears, which questions are one thing.',
  use: "An `object` in the schema with a `ui:title` becomes a group; its `ui:description` says what the group is for. An object without a title adds no group: its fields belong to the group around it. Keep groups shallow: a group in a group at most. The form's own title and the steps are FormEngine's, not a group's; an array's rows are the ArrayFieldTemplate's.",
  states:
    'Empty; filled; an error on the group itself (under its legend: a rule across its fields, like the BIC matching the IBAN); disabled; focused (reached with Tab).',
  texts: "Only the form's own codes: the group's `ui:title` and `ui:description`.",
  keyboard:
    'A group is no Tab stop: Tab goes from the last field of one group to the first field of the next.',
  screenReader:
    "Each group is a fieldset named by its legend: a screen reader says the group's name when focus enters it ('Tilitiedot, ryhmä'), then each field's own label.",
});

const meta = {
  title: 'Engine/Templates/ObjectFieldTemplate',
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
