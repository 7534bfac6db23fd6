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
  args: states.EmptyFi.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyFi: Story = states.EmptyFi;
export const EmptySv: Story = states.EmptySv;
export const FilledFi: Story = states.FilledFi;
export const FilledSv: Story = states.FilledSv;
export const ErrorFi: Story = states.ErrorFi;
export const ErrorSv: Story = states.ErrorSv;
export const DisabledFi: Story = states.DisabledFi;
export const DisabledSv: Story = states.DisabledSv;
