import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

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

const meta = {
  title: 'Engine/Widgets/CheckboxesWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
