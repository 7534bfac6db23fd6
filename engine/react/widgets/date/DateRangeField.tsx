/**
 * The `dateRange` field (`ui:field: "dateRange"` on an object): the object's two date properties as one
 * period (SPEC §2 date-range picker, §5 range rules). A fieldset whose legend is the field's `ui:title`
 * (a text code; 'Ajanjakso' without one),
 * two inputs ('Alkamispäivä', 'Päättymispäivä') and one calendar button ('Valitse ajanjakso') that
 * chooses the start and then the end.
 *
 * `ui:options`: `from` / `to` name the properties (default `startDate` / `endDate`); `fromRequired`
 * (or the schema's `required`) makes the start required, the schema's `required` (or `toRequired`) the
 * end; `minDate` / `maxDate` (ISO or `today`) bound both.
 *
 * Form data per part works as in `DateWidget`: ISO when the text parses, the typed text otherwise.
 * Messages: once a part has been left (or chosen in the calendar) the field's own check
 * (`validateDateRange`) shows the part's message beside it and the range message (end before start,
 * invalid period) below both; errors RJSF passes in `errorSchema` are shown beside their part. Every
 * message is tied to its input(s) with `aria-describedby`.
 */
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { errorId, getUiOptions, toFieldPathId } from '@rjsf/utils';
import type { FieldProps } from '@rjsf/utils';
import { isTextCode } from '../../../../texts';
import { DATE_ERROR_KINDS, isIsoDate, todayIso, validateDateRange } from '../../../../validators/date';
import { engineContext } from '../../formContext';
import { Calendar } from './Calendar';
import type { CalendarCloseReason } from './Calendar';
import { clampIso } from './calendarModel';
import { CalendarIcon } from './DateWidget';
import { DATE_ERROR_CODES, DATE_TEXTS, RANGE_ERROR_CODES } from './dateTexts';
import { blurredText, displayOf, limitsOf, sameValue, wireOf } from './dateValue';

type Part = 'from' | 'to';
const PARTS: readonly Part[] = ['from', 'to'];

function unique(messages: readonly string[]): string[] {
  return messages.filter((message, index) => message !== '' && messages.indexOf(message) === index);
}

export default function DateRangeField(props: FieldProps) {
  const {
    schema,
    uiSchema,
    formData,
    errorSchema,
    fieldPathId,
    registry,
    disabled,
    readonly,
    hideError,
    rawErrors,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = engineContext(registry.formContext);
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions) as Record<string, unknown>;
  const names: Record<Part, string> = {
    from: typeof uiOptions.from === 'string' ? uiOptions.from : 'startDate',
    to: typeof uiOptions.to === 'string' ? uiOptions.to : 'endDate',
  };
  const schemaRequired = Array.isArray(schema.required) ? schema.required : [];
  const partRequired: Record<Part, boolean> = {
    from: uiOptions.fromRequired === true || schemaRequired.includes(names.from),
    to: uiOptions.toRequired === true || schemaRequired.includes(names.to),
  };
  const data = (formData ?? {}) as Record<string, unknown>;
  const values: Record<Part, unknown> = { from: data[names.from], to: data[names.to] };
  const ids: Record<Part, string> = {
    from: toFieldPathId(names.from, registry.globalFormOptions, fieldPathId).$id,
    to: toFieldPathId(names.to, registry.globalFormOptions, fieldPathId).$id,
  };
  const rangeMessageId = `${fieldPathId.$id}__range`;

  const [texts, setTexts] = useState<Record<Part, string>>(() => ({
    from: displayOf(values.from),
    to: displayOf(values.to),
  }));
  const [seen, setSeen] = useState<Record<Part, unknown>>(values);
  const [touched, setTouched] = useState<Record<Part, boolean>>({ from: false, to: false });
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Part>('from');
  const containerRef = useRef<HTMLFieldSetElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Form data changed from outside: show it, unless it is what the typed text stands for.
  if (!sameValue(values.from, seen.from) || !sameValue(values.to, seen.to)) {
    setSeen(values);
    const next = { ...texts };
    for (const part of PARTS) {
      if (!sameValue(values[part], wireOf(texts[part]))) next[part] = displayOf(values[part]);
    }
    setTexts(next);
  }

  const today = todayIso();
  const limits = limitsOf(uiOptions, today);
  const validation = validateDateRange(
    { from: texts.from, to: texts.to },
    {
      min: limits.min,
      ...(limits.max !== null ? { max: limits.max } : {}),
      isDisabled: limits.isDisabled,
      fromRequired: partRequired.from,
      toRequired: partRequired.to,
      today,
    },
  );
  const isoOf = (part: Part) => {
    const value = values[part];
    return typeof value === 'string' && isIsoDate(value) ? value : null;
  };
  const fromIso = isoOf('from');
  const toIso = isoOf('to');

  const changePart = (part: Part, typed: string) => {
    setTexts((previous) => ({ ...previous, [part]: typed }));
    onChange(wireOf(typed), [...fieldPathId.path, names[part]], undefined, ids[part]);
  };

  const close = useCallback((reason: CalendarCloseReason | 'chosen') => {
    setOpen(false);
    if (reason !== 'outside') buttonRef.current?.focus();
  }, []);

  const choose = (iso: string) => {
    if (phase === 'from') {
      changePart('from', displayOf(iso));
      if (toIso !== null && toIso < iso) changePart('to', '');
      setTouched((previous) => ({ ...previous, from: true }));
      setPhase('to');
    } else {
      changePart('to', displayOf(iso));
      setTouched({ from: true, to: true });
      close('chosen');
    }
  };

  // Messages: the field's own (once touched) and RJSF's, without repeats.
  const ownMessage = (part: Part) => {
    const error = validation[part].error;
    return touched[part] && error !== null ? t(RANGE_ERROR_CODES[part][error]) : '';
  };
  // RJSF's errors of a part; a single-date message (as the engine maps `format`, `required`, …) is said
  // in the part's own words ('Alkamispäivä …'), so that it and the field's own check say it once.
  const partErrors = (part: Part) =>
    ((errorSchema?.[names[part]]?.__errors ?? []) as string[]).map((message) => {
      const kind = DATE_ERROR_KINDS.find((candidate) => t(DATE_ERROR_CODES[candidate]) === message);
      return kind ? t(RANGE_ERROR_CODES[part][kind]) : message;
    });
  const fieldErrors = hideError ? [] : (rawErrors ?? []);
  const messages: Record<Part, string[]> = {
    from: hideError ? [] : unique([ownMessage('from'), ...partErrors('from')]),
    to: hideError ? [] : unique([ownMessage('to'), ...partErrors('to')]),
  };
  const rangeMessage =
    !hideError && validation.range !== null && (touched.from || touched.to)
      ? t(RANGE_ERROR_CODES[validation.range])
      : '';
  const showRangeMessage =
    rangeMessage !== '' && ![...fieldErrors, ...messages.from, ...messages.to].includes(rangeMessage);
  const describedBy = (part: Part) =>
    [
      messages[part].length > 0 ? errorId(ids[part]) : '',
      showRangeMessage ? rangeMessageId : '',
      fieldErrors.length > 0 ? errorId(fieldPathId) : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const title = typeof uiOptions.title === 'string' ? uiOptions.title : schema.title;
  const legend = title ? (isTextCode(title) ? t(title) : title) : t(DATE_TEXTS.period);
  const labels: Record<Part, string> = { from: t(DATE_TEXTS.startDate), to: t(DATE_TEXTS.endDate) };

  const renderPart = (part: Part): ReactNode => (
    <div className="date-range__part">
      <label htmlFor={ids[part]}>
        {labels[part]}
        {partRequired[part] && (
          <span className="required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <input
        type="text"
        id={ids[part]}
        name={ids[part]}
        className="date-picker__input"
        value={texts[part]}
        maxLength={10}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t(DATE_TEXTS.placeholder)}
        required={partRequired[part]}
        disabled={disabled}
        readOnly={readonly}
        aria-invalid={messages[part].length > 0 || showRangeMessage || fieldErrors.length > 0 || undefined}
        aria-describedby={describedBy(part)}
        onChange={(event) => changePart(part, event.target.value)}
        onBlur={() => {
          const shown = blurredText(texts[part]);
          if (shown !== texts[part]) setTexts((previous) => ({ ...previous, [part]: shown }));
          setTouched((previous) => ({ ...previous, [part]: true }));
          onBlur(ids[part], wireOf(texts[part]));
        }}
        onFocus={() => onFocus(ids[part], wireOf(texts[part]))}
      />
      {messages[part].length > 0 && (
        <ul id={errorId(ids[part])} className="error-detail">
          {messages[part].map((message) => (
            <li key={message} className="text-danger">
              {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <fieldset ref={containerRef} id={fieldPathId.$id} className="date-range" style={{ position: 'relative' }}>
      <legend>{legend}</legend>
      {renderPart('from')}
      {renderPart('to')}
      <button
        ref={buttonRef}
        type="button"
        className="date-picker__open"
        aria-label={t(DATE_TEXTS.chooseRange)}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled || readonly}
        onClick={() => {
          setPhase('from');
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <CalendarIcon />
      </button>
      {showRangeMessage && (
        <p id={rangeMessageId} className="text-danger">
          {rangeMessage}
        </p>
      )}
      {open && (
        <Calendar
          t={t}
          label={t(DATE_TEXTS.chooseRange)}
          prompt={labels[phase]}
          initialFocus={fromIso ?? clampIso(today, limits.min, limits.max)}
          today={today}
          min={limits.min}
          max={limits.max}
          isDisabled={(iso) =>
            Boolean(limits.isDisabled?.(iso)) || (phase === 'to' && fromIso !== null && iso < fromIso)
          }
          isSelected={(iso) =>
            fromIso !== null && (iso === fromIso || (toIso !== null && iso >= fromIso && iso <= toIso))
          }
          onChoose={choose}
          onClear={() => {
            changePart('from', '');
            changePart('to', '');
            setOpen(false);
            buttonRef.current?.focus();
          }}
          onClose={close}
          containerRef={containerRef}
        />
      )}
    </fieldset>
  );
}
