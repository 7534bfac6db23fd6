import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { translatorFor } from '../../../../texts/index.ts';
import type { Language } from '../../../../texts/index.ts';
import DateWidget from './DateWidget.tsx';
import { DATE_ERROR_CODES, DATE_TEXTS } from './dateTexts.ts';

type DateStoryState = 'empty' | 'filled' | 'error' | 'disabled';

interface DateWidgetDemoProps {
  language: Language;
  state: DateStoryState;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: { startDate: { type: 'string', format: 'date' } },
};

/** The date widget in an RJSF form, as the engine renders it. */
function DateWidgetDemo({ language, state }: DateWidgetDemoProps) {
  const t = translatorFor(language);
  const uiSchema: UiSchema = {
    startDate: {
      'ui:title': t(DATE_TEXTS.startDate),
      'ui:disabled': state === 'disabled',
      'ui:options': { minDate: '2020-01-01' },
    },
    'ui:submitButtonOptions': { norender: true },
  };
  const formData = {
    empty: {},
    filled: { startDate: '2024-01-15' },
    error: { startDate: '31.04.2024' },
    disabled: { startDate: '2024-01-15' },
  }[state];
  const extraErrors = (
    state === 'error' ? { startDate: { __errors: [t(DATE_ERROR_CODES.invalidFormat)] } } : undefined
  ) as ErrorSchema | undefined;
  return (
    <div lang={language}>
      <Form
        key={`${language}-${state}`}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        extraErrors={extraErrors}
        showErrorList={false}
        validator={validator}
        widgets={{ date: DateWidget }}
        formContext={{ language, t, announce: () => {} }}
        noHtml5Validate
      />
    </div>
  );
}

const meta = {
  title: 'Engine/Widgets/Date',
  component: DateWidgetDemo,
  args: { language: 'fi', state: 'empty' },
  argTypes: {
    state: { control: 'inline-radio', options: ['empty', 'filled', 'error', 'disabled'] },
  },
} satisfies Meta<typeof DateWidgetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
export const Disabled: Story = { args: { state: 'disabled' } };
