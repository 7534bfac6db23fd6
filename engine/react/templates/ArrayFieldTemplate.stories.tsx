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
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
