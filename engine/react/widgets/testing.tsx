/**
 * Test helper: renders RJSF's Form with the theme's widgets and templates, the way FormEngine
 * does (UI-schema text codes translated first, an EngineFormContext with a spied `announce`).
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { translatorFor, type Language } from '../../../texts/index.ts';
import { localizeUiSchema } from '../../core/uiSchema.ts';
import { DEFAULT_STATE_BEHAVIOUR } from '../engine/EngineForm.tsx';
import { templates } from '../templates/index.ts';
import type { EngineFormContext } from '../formContext.ts';
import { widgets } from './index.ts';

/** RJSF logs a failed submit to console.error unless told what to do; the tests look at the page instead. */
function ignoreValidationFailure(): void {}

export interface RenderFormOptions {
  schema: RJSFSchema;
  /** With text codes, as in `schemas/forms/*.ui.json`. */
  uiSchema?: UiSchema;
  formData?: unknown;
  language?: Language;
  extraErrors?: ErrorSchema;
}

export function renderForm({
  schema,
  uiSchema = {},
  formData,
  language = 'fi',
  extraErrors,
}: RenderFormOptions) {
  const t = translatorFor(language);
  const announce = vi.fn<(message: string) => void>();
  const changes: unknown[] = [];
  const onSubmit = vi.fn();
  const formContext: EngineFormContext = { language, t, announce };
  const result = render(
    <Form
      schema={schema}
      uiSchema={localizeUiSchema(uiSchema, t) as UiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formContext={formContext}
      extraErrors={extraErrors}
      noHtml5Validate
      experimental_defaultFormStateBehavior={DEFAULT_STATE_BEHAVIOUR}
      onChange={(event) => changes.push(event.formData)}
      onSubmit={onSubmit}
      onError={ignoreValidationFailure}
    />,
  );
  return {
    ...result,
    announce,
    onSubmit,
    t,
    /** The form data of the last change. */
    data: () => changes[changes.length - 1] as Record<string, unknown> | undefined,
  };
}

/**
 * Fake `setTimeout` and `Date` for throttling tests, with a user-event that advances them. Testing
 * Library drains React's work with a `setTimeout(0)` that it advances only for a global `jest`, so
 * one is stubbed. Undo with `restoreTimers()`.
 */
export function userWithFakeTimers(options: { delay?: number } = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ ...options, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

export function restoreTimers(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
