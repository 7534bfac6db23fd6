import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates } from '../stories/StoryForm.tsx';

const states = storyStates(
  {
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
            properties: { lastName: { type: 'string' }, rent: { type: 'number' } },
          },
        },
      },
    },
    uiSchema: {
      rentees: {
        'ui:title': '139016',
        'ui:addButton': '139018',
        items: {
          'ui:title': '139017',
          lastName: { 'ui:title': '139019' },
          rent: { 'ui:title': '139004', 'ui:widget': 'money' },
        },
      },
    },
  },
  'rentees',
  { rentees: [{ lastName: 'Virtanen', rent: 850 }, { lastName: 'Korhonen' }] },
);

const meta = {
  title: 'Engine/Templates/ArrayFieldTemplate',
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
