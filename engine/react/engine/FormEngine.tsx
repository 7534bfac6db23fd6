/**
 * The one component a page uses to show a form: schema + UI schema in, submitted data out.
 * It runs RJSF with the engine's theme, validates with the precompiled validators through
 * engine/core (the same mapping the server uses), shows the error summary, and walks the steps
 * to the check-your-answers summary.
 */
import type { IChangeEvent } from '@rjsf/core';
import type {
  FieldProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  UiSchema as RjsfUiSchema,
} from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { translatorFor, type Language } from '../../../texts/index.ts';
import { createErrorDescriber, type MappedError } from '../../core/errors.ts';
import { getAt, pointerToSegments } from '../../core/paths.ts';
import { stepIndexOf, errorsOfStep } from '../../core/steps.ts';
import { createErrorFinder } from '../../core/errorFinder.ts';
import { applyComputedToVisible } from '../../core/submission.ts';
import { buildSummary } from '../../core/summary.ts';
import type { FieldError, FormDefinition, ValidateFunction } from '../../core/types.ts';
import {
  computedRules,
  localizeUiSchema,
  stepDefinitions,
  withSchemaDateBounds,
} from '../../core/uiSchema.ts';
import type { EngineFormContext } from '../formContext.ts';
import { fields as themeFields, templates, widgets as themeWidgets, withFormatWidgets } from '../theme.ts';
import { DEFAULT_STATE_BEHAVIOUR, EngineForm } from './EngineForm.tsx';
import { FormElement } from './FormElement.tsx';
import EngineSchemaField, { createFieldErrorStore, FieldErrorsContext } from './EngineSchemaField.tsx';
import { ErrorSummary, errorSummaryShows, focusField } from './ErrorSummary.tsx';
import { toRjsfErrorSchema } from './errorSchema.ts';
import { precompiledValidators } from './precompiled.ts';
import StableArrayField, { useSharedStructure } from './StableArrayField.tsx';
import { STEP_CODES, StepIndicator } from './StepIndicator.tsx';
import { SummaryView } from './SummaryView.tsx';
import '../../../design/tokens.css';
import '../theme.css';
import './engine.css';
import { ANNOUNCE_DELAY_MS } from '../announce.ts';

export interface FormEngineProps<T extends object> {
  form: FormDefinition;
  /** The form's precompiled validators (engine/generated/<form>.validators.ts). */
  validateFns: Record<string, ValidateFunction>;
  language: Language;
  /** The data the form starts with; a new object (a prefill) replaces what the form holds. */
  initialData?: T;
  onChange?: (data: T) => void;
  /** Called with valid data: computed values set, hidden fields dropped. */
  onSubmit: (data: T) => void | Promise<void>;
  /** Errors the server answered, shown on their fields like the form's own. */
  serverErrors?: readonly FieldError[];
  /** Text code of the final submit button (default 'Lähetä'). */
  submitCode?: string;
  /** Extra widgets a page adds to the theme's. */
  extraWidgets?: RegistryWidgetsType;
}

function HiddenStepField(_props: FieldProps) {
  return null;
}

/**
 * Whether two form data are the same as JSON (undefined values left out, key order aside); parts
 * that are the same object are not looked into, so a change RJSF made along one path compares fast.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item: unknown, index) => sameData(item ?? null, b[index] ?? null));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
    return JSON.stringify(a) === JSON.stringify(b);
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const kept = (value: unknown) => value !== undefined && typeof value !== 'function';
  let count = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || !kept(left[key])) continue;
    if (!Object.hasOwn(right, key) || !sameData(left[key], right[key])) return false;
    count++;
  }
  for (const key in right) if (Object.hasOwn(right, key) && kept(right[key])) count--;
  return count === 0;
}

function sameErrors(a: readonly MappedError[], b: readonly MappedError[]): boolean {
  return (
    a.length === b.length &&
    a.every((error, index) => error.path === b[index]?.path && error.code === b[index]?.code)
  );
}

export function FormEngine<T extends object>({
  form,
  validateFns,
  language,
  initialData,
  onChange,
  onSubmit,
  serverErrors,
  submitCode = STEP_CODES.send,
  extraWidgets,
}: FormEngineProps<T>) {
  const t = useMemo(() => translatorFor(language), [language]);
  const uiSchema = useMemo(
    () => localizeUiSchema(withSchemaDateBounds(form.schema, form.uiSchema), t),
    [form.schema, form.uiSchema, t],
  );
  const steps = useMemo(() => stepDefinitions(form.uiSchema), [form.uiSchema]);
  const { rjsfValidator: validator, validators } = useMemo(
    () => precompiledValidators(form, validateFns),
    [form, validateFns],
  );

  const withComputed = useCallback(
    (data: T) => applyComputedToVisible(form, data, validators.isValid),
    [form, validators],
  );
  /**
   * RJSF's Form holds the data being edited (it is uncontrolled: `initialFormData`, no `formData`),
   * so a keystroke costs one pass through RJSF and none through this component. `formData` is the
   * data a Form starts from when it mounts (again after the summary step) and what the summary
   * shows; `latest` is the newest data RJSF reported. A new prefill mounts a new Form (`formKey`).
   * (A controlled Form that is handed back stale data whenever this component re-renders, e.g. when
   * the errors change, resets itself to it.)
   */
  const [formData, setFormData] = useState<T>(() => withComputed((initialData ?? {}) as T));
  const [formKey, setFormKey] = useState(0);
  const latest = useRef<T>(formData);
  const formRef = useRef<EngineForm<T>>(null);
  const [seenInitial, setSeenInitial] = useState(initialData);
  if (initialData !== seenInitial) {
    // A new prefill replaces what the form holds (render-time state adjustment, no effect needed).
    setSeenInitial(initialData);
    setFormData(withComputed((initialData ?? {}) as T));
    setFormKey((key) => key + 1);
  }
  /**
   * The key of the Form that last reported its data. The Form reports its data with the schema's
   * defaults (a radio's default answer) as it mounts, before this component's effects run; data set
   * from outside (a new prefill) is the newest only when the Form of its key has not reported yet.
   * (An effect that always put `formData` back lost the defaults, and the first submit called a
   * default answer missing.)
   */
  const reportedKey = useRef(-1);
  useEffect(() => {
    if (reportedKey.current !== formKey) latest.current = formData;
  }, [formData, formKey]);

  const [stepIndex, setStepIndex] = useState(0);
  const onSummaryStep = steps.length > 0 && stepIndex === steps.length;
  const [errors, setErrors] = useState<MappedError[]>([]);
  /** After a failed attempt, every change validates again (the errors follow what is typed). */
  const [attempted, setAttempted] = useState(false);
  const [summaryShownOnce, setSummaryShownOnce] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = useCallback((message: string) => {
    clearTimeout(announceTimer.current);
    setAnnouncement('');
    announceTimer.current = setTimeout(() => setAnnouncement(message), ANNOUNCE_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  const formContext = useMemo<EngineFormContext>(() => ({ language, t, announce }), [language, t, announce]);
  const widgets = useMemo(
    () => withFormatWidgets({ ...themeWidgets, ...extraWidgets }, form.schema),
    [extraWidgets, form.schema],
  );
  const fields = useMemo<RegistryFieldsType>(
    () => ({ ...themeFields, HiddenStepField, ArrayField: StableArrayField, SchemaField: EngineSchemaField }),
    [],
  );

  const [seenServerErrors, setSeenServerErrors] = useState<readonly FieldError[] | undefined>(undefined);
  if (serverErrors !== seenServerErrors) {
    setSeenServerErrors(serverErrors);
    if (serverErrors && serverErrors.length > 0) {
      const mapped = serverErrors.map((error) => ({ path: error.path, code: error.code, params: {} }));
      // A form with steps is on its summary step when it submits, which shows no fields: the step
      // of the first error opens, with that step's errors (as for the form's own errors).
      const firstStep = steps.length > 0 ? stepIndexOf(mapped[0]?.path ?? '', steps) : -1;
      if (firstStep >= 0 && firstStep !== stepIndex) {
        setFormData(latest.current);
        setStepIndex(firstStep);
        setErrors(errorsOfStep(mapped, steps[firstStep] as never));
      } else setErrors(mapped);
      setAttempted(true);
      setFocusRequest((request) => request + 1);
    }
  }

  // Sending checks the form, and after a failed attempt so does every change; the finder maps only
  // the errors it has not seen (600 at 200 rentees: mapping them all took ~8 ms).
  const findFormErrors = useMemo(() => createErrorFinder(form, validators), [form, validators]);
  const errorsFor = useCallback(
    (data: T, index: number): MappedError[] => {
      const all = findFormErrors(data).errors;
      const step = steps[index];
      return step ? errorsOfStep(all, step) : all;
    },
    [findFormErrors, steps],
  );

  const describeErrors = useMemo(() => createErrorDescriber(form, t), [form, t]);
  const shownErrors: FieldError[] = useMemo(() => describeErrors(errors), [errors, describeErrors]);
  const summaryVisible = errorSummaryShows(shownErrors.length, summaryShownOnce);
  if (summaryVisible && !summaryShownOnce) setSummaryShownOnce(true);
  // The parts of the error schema that did not change keep their objects, so when a keystroke
  // changes one error of 600 only the fields whose errors changed render again.
  const errorSchema = useSharedStructure(useMemo(() => toRjsfErrorSchema(shownErrors), [shownErrors]));
  const [errorStore] = useState(() => createFieldErrorStore(errorSchema));
  // The fields read the errors from the store (EngineSchemaField), updated once this render commits.
  useLayoutEffect(() => errorStore.set(errorSchema), [errorStore, errorSchema]);

  useEffect(() => {
    if (focusRequest === 0) return;
    if (summaryRef.current) summaryRef.current.focus();
    else if (errors[0]) focusField(errors[0].path);
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once per request

  const stepUiSchema = useMemo<RjsfUiSchema>(() => {
    const step = steps[stepIndex];
    if (!step) return uiSchema as RjsfUiSchema;
    const hidden = Object.keys(form.schema.properties ?? {}).filter((key) => !step.fields.includes(key));
    return {
      ...uiSchema,
      ...Object.fromEntries(hidden.map((key) => [key, { 'ui:field': 'HiddenStepField' }])),
    } as RjsfUiSchema;
  }, [uiSchema, steps, stepIndex, form.schema]);

  const handleChange = useCallback(
    (event: IChangeEvent<T>) => {
      const raw = event.formData as T;
      // A Form that mounts (a step opening) reports the data it was given: nothing changed, and the
      // errors shown (the server's among them) stay.
      const unchanged = sameData(raw, latest.current);
      const data = withComputed(raw);
      latest.current = data;
      reportedKey.current = formKey;
      if (data !== raw) {
        // A computed value changed: set it in the Form too, which reports the change again (then settled).
        for (const rule of computedRules(form.uiSchema)) {
          const value = getAt(data, rule.target);
          if (getAt(raw, rule.target) !== value)
            formRef.current?.setFieldValue(pointerToSegments(rule.target), value as never);
        }
      }
      onChange?.(data);
      if (attempted && !unchanged) {
        const next = errorsFor(data, onSummaryStep ? -1 : stepIndex);
        setErrors((current) => (sameErrors(current, next) ? current : next));
      }
    },
    [form.uiSchema, withComputed, onChange, attempted, errorsFor, stepIndex, onSummaryStep, formKey],
  );

  const goToStep = useCallback(
    (index: number) => {
      setFormData(latest.current);
      setStepIndex(index);
      setErrors([]);
      setAttempted(false);
      const title = index < steps.length ? t(steps[index]?.title ?? '') : t(STEP_CODES.check);
      announce(t(STEP_CODES.moved, { current: index + 1, total: steps.length + 1, title }));
      setTimeout(() => headingRef.current?.focus(), 0);
    },
    [steps, t, announce],
  );

  const fail = useCallback((found: MappedError[]) => {
    setAttempted(true);
    setErrors(found);
    setFocusRequest((request) => request + 1);
  }, []);

  const submitAll = useCallback(async () => {
    const { data, errors: found } = findFormErrors(latest.current);
    if (found.length > 0) {
      const firstStep = steps.length > 0 ? stepIndexOf(found[0]?.path ?? '', steps) : -1;
      if (firstStep >= 0 && firstStep !== stepIndex) {
        setFormData(latest.current);
        setStepIndex(firstStep);
        fail(errorsOfStep(found, steps[firstStep] as never));
      } else fail(found);
      return;
    }
    setAttempted(false);
    setErrors([]);
    await onSubmit(data);
  }, [findFormErrors, steps, stepIndex, fail, onSubmit]);

  const handleStepSubmit = useCallback(() => {
    if (steps.length === 0 || onSummaryStep) {
      void submitAll();
      return;
    }
    const found = errorsFor(latest.current, stepIndex);
    if (found.length > 0) fail(found);
    else goToStep(stepIndex + 1);
  }, [steps.length, onSummaryStep, submitAll, errorsFor, stepIndex, fail, goToStep]);

  const stepTitles = useMemo(() => [...steps.map((step) => t(step.title)), t(STEP_CODES.check)], [steps, t]);
  // Entering the summary step sets formData to the newest data (goToStep), so it is current here.
  const summary = useMemo(
    () => (onSummaryStep ? buildSummary(form, formData, { t, language, isValid: validators.isValid }) : null),
    [onSummaryStep, form, t, language, validators, formData],
  );

  const isLastFormStep = steps.length === 0;
  const buttons = useMemo(
    () => (
      <div className="engine-actions">
        {steps.length > 0 && stepIndex > 0 && (
          <button
            type="button"
            className="ef-button ef-button--secondary"
            onClick={() => goToStep(stepIndex - 1)}
          >
            {t(STEP_CODES.previous)}
          </button>
        )}
        <button type="submit" className="ef-button ef-button--primary">
          {isLastFormStep || onSummaryStep ? t(submitCode) : t(STEP_CODES.next)}
        </button>
      </div>
    ),
    [steps.length, stepIndex, goToStep, t, isLastFormStep, onSummaryStep, submitCode],
  );
  // The same element while nothing it is made of changes: a change of the errors (or the summary,
  // the announcement) renders this component again but not RJSF's Form; the errors reach the fields
  // through the error store (EngineSchemaField).
  const rjsfForm = useMemo(
    () => (
      <EngineForm<T>
        key={formKey}
        ref={formRef}
        schema={form.schema as never}
        uiSchema={stepUiSchema as never}
        initialFormData={formData}
        validator={validator as never}
        widgets={widgets}
        fields={fields}
        templates={templates}
        formContext={formContext}
        tagName={FormElement}
        noValidate
        noHtml5Validate
        showErrorList={false}
        experimental_defaultFormStateBehavior={DEFAULT_STATE_BEHAVIOUR}
        onChange={handleChange}
        onSubmit={handleStepSubmit}
      >
        {buttons}
      </EngineForm>
    ),
    [
      formKey,
      form.schema,
      stepUiSchema,
      formData,
      validator,
      widgets,
      fields,
      formContext,
      handleChange,
      handleStepSubmit,
      buttons,
    ],
  );

  return (
    <div className="engine-form" lang={language}>
      {steps.length > 0 && (
        <>
          <StepIndicator titles={stepTitles} current={stepIndex} t={t} />
          <h2 className="engine-step-title" ref={headingRef} tabIndex={-1}>
            {stepTitles[stepIndex]}
          </h2>
        </>
      )}
      {summaryVisible && <ErrorSummary ref={summaryRef} errors={shownErrors} t={t} />}
      {onSummaryStep && summary ? (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            handleStepSubmit();
          }}
        >
          <SummaryView
            summary={summary}
            t={t}
            onEdit={(stepId) =>
              goToStep(
                Math.max(
                  0,
                  steps.findIndex((step) => step.id === stepId),
                ),
              )
            }
          />
          {buttons}
        </form>
      ) : (
        <FieldErrorsContext.Provider value={errorStore}>{rjsfForm}</FieldErrorsContext.Provider>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
