/**
 * Storybook: the RJSF form a date story renders its field in, as the engine does, in the story's
 * language: no submit button, no RJSF error list, the errors given as `extraErrors`, and started
 * afresh when the language or the state changes (no vitest; DateWidget and DateRangeField stories).
 */
import Form, { type FormProps } from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { translatorFor, type Language } from '../../../../texts/index.ts';

type DateDemoFormProps = Omit<FormProps, 'validator' | 'formContext'> & {
  language: Language;
  /** The story's state: a new one starts the form afresh. */
  state: string;
};

export function DateDemoForm({ language, state, uiSchema, ...form }: DateDemoFormProps) {
  const t = translatorFor(language);
  return (
    <div lang={language}>
      <Form
        key={`${language}-${state}`}
        {...form}
        uiSchema={{ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        showErrorList={false}
        validator={validator}
        formContext={{ language, t, announce: () => {} }}
        noHtml5Validate
      />
    </div>
  );
}
