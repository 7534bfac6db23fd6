import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const states = storyStates(
  {
    schema: {
      type: 'object',
      required: ['damageTypes'],
      properties: {
        damageTypes: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { type: 'string', enum: ['rent', 'water', 'cleaning'] },
        },
      },
    },
    uiSchema: {
      damageTypes: {
        'ui:title': '139011',
        'ui:widget': 'checkboxes',
        'ui:enumNames': ['139012', '139013', '139014'],
      },
    },
  },
  'damageTypes',
  { damageTypes: ['rent', 'cleaning'] },
);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'Several choices of one question, any number of them: a fieldset of checkboxes.',
  use: 'An `array` of enum values where more than one may apply (types of unpaid expenses). Exactly one answer: RadioWidget or SelectWidget.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring).",
  texts: "The legend and the options' labels are the form's codes (`ui:enumNames`).",
  keyboard: 'Tab moves from box to box; Space ticks and unticks.',
  screenReader:
    "Reads the legend as the group's name, then each box with its label and state; the group's hint and error after the legend.",
});

const meta = {
  title: 'Engine/Widgets/CheckboxesWidget',
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
