import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { translatorFor } from '../../../../texts';
import type { Language } from '../../../../texts';
import DateRangeField from './DateRangeField';
import DateWidget from './DateWidget';
import { DATE_TEXTS, RANGE_ERROR_CODES } from './dateTexts';

type RangeStoryState = 'empty' | 'filled' | 'error' | 'disabled';

interface DateRangeFieldDemoProps {
  language: Language;
  state: RangeStoryState;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    period: {
      type: 'object',
      properties: {
        startDate: { type: 'string', format: 'date' },
        endDate: { type: 'string', format: 'date' },
      },
    },
  },
};

/** The date-range field in an RJSF form, as the engine renders it. */
function DateRangeFieldDemo({ language, state }: DateRangeFieldDemoProps) {
  const t = translatorFor(language);
  const uiSchema: UiSchema = {
    period: {
      'ui:field': 'dateRange',
      'ui:title': DATE_TEXTS.period,
      'ui:disabled': state === 'disabled',
      'ui:options': { fromRequired: true, maxDate: 'today' },
    },
    'ui:submitButtonOptions': { norender: true },
  };
  const formData = {
    empty: {},
    filled: { period: { startDate: '2024-01-01', endDate: '2024-06-30' } },
    error: { period: { startDate: '2024-06-30', endDate: '2024-01-01' } },
    disabled: { period: { startDate: '2024-01-01', endDate: '2024-06-30' } },
  }[state];
  const extraErrors = (
    state === 'error' ? { period: { __errors: [t(RANGE_ERROR_CODES.invalidRelation)] } } : undefined
  ) as ErrorSchema | undefined;
  return (
    <Form
      key={`${language}-${state}`}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      extraErrors={extraErrors}
      showErrorList={false}
      validator={validator}
      widgets={{ date: DateWidget }}
      fields={{ dateRange: DateRangeField }}
      formContext={{ language, t, announce: () => {} }}
      noHtml5Validate
    />
  );
}

const meta = {
  title: 'Widgets/Date range',
  component: DateRangeFieldDemo,
  args: { language: 'fi', state: 'empty' },
  argTypes: {
    language: { control: 'inline-radio', options: ['fi', 'sv'] },
    state: { control: 'inline-radio', options: ['empty', 'filled', 'error', 'disabled'] },
  },
} satisfies Meta<typeof DateRangeFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyFi: Story = { args: { language: 'fi', state: 'empty' } };
export const EmptySv: Story = { args: { language: 'sv', state: 'empty' } };
export const FilledFi: Story = { args: { language: 'fi', state: 'filled' } };
export const FilledSv: Story = { args: { language: 'sv', state: 'filled' } };
export const ErrorFi: Story = { args: { language: 'fi', state: 'error' } };
export const ErrorSv: Story = { args: { language: 'sv', state: 'error' } };
export const DisabledFi: Story = { args: { language: 'fi', state: 'disabled' } };
export const DisabledSv: Story = { args: { language: 'sv', state: 'disabled' } };
