import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryForm, storyStates, type StoryFormProps } from '../stories/StoryForm.tsx';

const keysUi = { 'ui:title': '139021', 'ui:widget': 'wholeNumber' };
const base: Pick<StoryFormProps, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    required: ['keys'],
    properties: { keys: { type: 'integer', minimum: 0, maximum: 20 } },
  },
  uiSchema: { keys: keysUi },
};
const states = storyStates(base, 'keys', { keys: 3 });

const meta = {
  title: 'Engine/Widgets/WholeNumberWidget',
  component: StoryForm,
  args: states.Empty.args,
} satisfies Meta<typeof StoryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const Error: Story = states.Error;
export const Disabled: Story = states.Disabled;
/** `2,5` typed: the data keeps the text and the field says the whole-number message (110015). */
export const FractionTyped: Story = {
  args: { ...base, language: 'fi', formData: { keys: '2,5' }, errorCodes: { keys: ['110015'] } },
};
/** The field's own text for a failed rule: `"ui:errorTexts": { "maximum": "139023" }`. */
export const OwnErrorText: Story = {
  args: {
    ...base,
    uiSchema: { keys: { ...keysUi, 'ui:errorTexts': { maximum: '139023' } } },
    language: 'fi',
    formData: { keys: 25 },
    errorCodes: { keys: ['139023'] },
  },
};
