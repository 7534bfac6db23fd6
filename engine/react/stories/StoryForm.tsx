/**
 * Storybook helper: one field or group of the engine's theme inside RJSF's Form, the way FormEngine
 * renders it (UI-schema text codes translated first, an EngineFormContext, no RJSF error list),
 * with a visible log of what the polite live region says. `storyStates` makes the usual four
 * stories of a widget: empty, filled, error and disabled (the toolbar chooses fi or sv).
 */
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useCallback, useMemo, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { translatorFor, type Language } from '../../../texts/index.ts';
import { localizeUiSchema } from '../../core/uiSchema.ts';
import { DEFAULT_STATE_BEHAVIOUR } from '../engine/EngineForm.tsx';
import type { EngineFormContext } from '../formContext.ts';
import { templates, widgets } from '../theme.ts';

export interface StoryFormProps {
  language: Language;
  schema: RJSFSchema;
  /** With text codes, as in `schemas/forms/*.ui.json`. */
  uiSchema: UiSchema;
  formData?: unknown;
  /** Field errors as text codes by top-level property, shown as the engine's error mapping would. */
  errorCodes?: Record<string, string[]>;
  disabled?: boolean;
}

export function StoryForm({ language, schema, uiSchema, formData, errorCodes, disabled }: StoryFormProps) {
  const t = translatorFor(language);
  const [announcements, setAnnouncements] = useState<string[]>([]);
  const announce = useCallback(
    (message: string) => setAnnouncements((said) => [...said.slice(-4), message]),
    [],
  );
  const formContext = useMemo<EngineFormContext>(() => ({ language, t, announce }), [language, t, announce]);
  const localizedUiSchema = useMemo(
    () => ({ ...(localizeUiSchema(uiSchema, t) as UiSchema), 'ui:submitButtonOptions': { norender: true } }),
    [uiSchema, t],
  );
  const extraErrors = useMemo(
    () =>
      errorCodes &&
      (Object.fromEntries(
        Object.entries(errorCodes).map(([property, codes]) => [
          property,
          { __errors: codes.map((code) => t(code)) },
        ]),
      ) as ErrorSchema),
    [errorCodes, t],
  );
  return (
    <div lang={language} style={{ maxWidth: '40rem', fontFamily: 'system-ui, sans-serif' }}>
      <Form
        schema={schema}
        uiSchema={localizedUiSchema}
        formData={formData}
        validator={validator}
        widgets={widgets}
        templates={templates}
        formContext={formContext}
        extraErrors={extraErrors}
        disabled={disabled}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULT_STATE_BEHAVIOUR}
        showErrorList={false}
      />
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcements[announcements.length - 1]}
      </div>
      {announcements.length > 0 && (
        <pre
          aria-hidden="true"
          style={{ marginTop: '2rem', color: 'var(--ef-text-secondary)', fontSize: '0.8rem' }}
        >
          {announcements.map((said) => `announce: ${said}`).join('\n')}
        </pre>
      )}
    </div>
  );
}

/** 'Tarkista tieto.' / 'Kontrollera uppgiften.', the example error of the stories. */
export const STORY_ERROR_CODE = '139015';

export type StoryState = 'Empty' | 'Filled' | 'Error' | 'Disabled' | 'Focused';

/** A story of `storyStates`: its args, and for the focused state the play function that focuses. */
export interface WidgetStory {
  args: StoryFormProps;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/**
 * The five stories of a widget (in the toolbar's language): `property` is the field the error state
 * marks, `filled` the form data of the filled, error, disabled and focused states. The focused
 * state moves the keyboard focus to the field's first control with Tab, as a keyboard user
 * arrives, so that its focus ring shows.
 */
export function storyStates(
  base: Omit<StoryFormProps, 'language' | 'formData' | 'errorCodes' | 'disabled'>,
  property: string,
  filled: unknown,
): Record<StoryState, WidgetStory> {
  const errorCodes = { [property]: [STORY_ERROR_CODE] };
  const state = (extra: Partial<StoryFormProps>) => ({
    args: { ...base, language: 'fi' as const, ...extra },
  });
  return {
    Empty: state({}),
    Filled: state({ formData: filled }),
    Error: state({ formData: filled, errorCodes }),
    Disabled: state({ formData: filled, disabled: true }),
    Focused: { ...state({ formData: filled }), play: focusWithTab },
  };
}

/** A story's play function: Tab, as a keyboard user arrives, to the story's first control. */
export async function focusWithTab({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await userEvent.tab();
  await expect(canvasElement.contains(document.activeElement)).toBe(true);
}
