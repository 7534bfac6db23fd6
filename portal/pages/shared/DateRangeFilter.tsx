/**
 * A from / to date filter (SPEC §2 date-range picker, §5 date rules) outside RJSF: a fieldset with
 * two `dd.MM.yyyy` inputs ('Alkamispäivä', 'Päättymispäivä', placeholder 'pp.kk.vvvv', max length 10)
 * and one calendar button ('Valitse ajanjakso') that chooses the start and then the end. It is the
 * engine's `DateRangeField` without the form: the same calendar (`Calendar.tsx`), texts
 * (`dateTexts.ts`), typed-text handling (`dateValue.ts`: `01012025` and `2025-01-01` become
 * `01.01.2025` on blur) and checks (`validateDateRange` of validators/date.ts).
 *
 * Messages (SPEC §5 range messages: 'Alkamispäivä …', 'Päättymispäivä …', the end before the start,
 * an invalid period) show once a part has been left or chosen in the calendar (or at once with
 * `showErrors`), each tied to its input(s) with `aria-describedby` and `aria-invalid`.
 *
 * `onChange(value, valid)` is called on every change: `value` holds the parts that are valid days
 * (ISO), `valid` whether the whole range has no error, so a list only filters with a valid range.
 */
import { useCallback, useId, useRef, useState } from 'react';
import type { DateRange } from '../../../api/contract.ts';
import { translatorFor, type Language } from '../../../texts/index.ts';
import { isIsoDate, todayIso, validateDateRange } from '../../../validators/date.ts';
import type { DateRangeValidationResult } from '../../../validators/date.ts';
import { Calendar, type CalendarCloseReason } from '../../../engine/react/widgets/date/Calendar.tsx';
import { calendarDay, isoOf } from '../../../engine/core/dayjs.ts';
import { clampIso } from '../../../engine/react/widgets/date/calendarModel.ts';
import { CalendarButton, DATE_INPUT } from '../../../engine/react/widgets/date/DateWidget.tsx';
import { DATE_TEXTS, RANGE_ERROR_CODES } from '../../../engine/react/widgets/date/dateTexts.ts';
import { blurredText, displayOf, wireOf } from '../../../engine/react/widgets/date/dateValue.ts';

type Part = 'from' | 'to';
const PARTS: readonly Part[] = ['from', 'to'];

export interface DateRangeFilterProps {
  language: Language;
  /** The fieldset's legend ('Luontipäivä'). */
  legend: string;
  /** The range shown (ISO parts). A change from outside replaces what is typed. */
  value: DateRange;
  /** Every change: the parts that are valid days (ISO), and whether the whole range is valid. */
  onChange: (value: DateRange, valid: boolean) => void;
  /** Earliest day, ISO or 'today' (default SPEC §9's 1900-01-01). */
  min?: string;
  /** Latest day, ISO or 'today' (none by default). */
  max?: string;
  fromRequired?: boolean;
  toRequired?: boolean;
  /** Show the messages without waiting for the parts to be left. */
  showErrors?: boolean;
  disabled?: boolean;
}

/** SPEC §9: a list's default range reaches this many months back. */
export const DEFAULT_RANGE_MONTHS = 6;

/**
 * SPEC §9's default range of a list: six months ago (the same day of the month, or the month's last
 * when it is shorter: 31.8. → 28.2.) to today, both ISO.
 */
export function defaultDateRange(today: string = todayIso()): DateRange {
  return { from: isoOf(calendarDay(today).subtract(DEFAULT_RANGE_MONTHS, 'month')), to: today };
}

/** The typed range checked as the engine checks it. */
export function checkDateRange(
  texts: Readonly<Record<Part, string>>,
  options: { min?: string; max?: string; fromRequired?: boolean; toRequired?: boolean; today?: string },
): DateRangeValidationResult {
  const { min, max, fromRequired, toRequired, today = todayIso() } = options;
  return validateDateRange(texts, {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    fromRequired: fromRequired ?? false,
    toRequired: toRequired ?? false,
    today,
  });
}

/** What a check means for a list: the parts that are valid days, and whether the range is valid. */
export function rangeOf(result: DateRangeValidationResult): { value: DateRange; valid: boolean } {
  const value: DateRange = {};
  if (result.from.error === null && result.from.iso !== null) value.from = result.from.iso;
  if (result.to.error === null && result.to.iso !== null) value.to = result.to.iso;
  const valid = result.from.error === null && result.to.error === null && result.range === null;
  return { value, valid };
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return (a.from ?? '') === (b.from ?? '') && (a.to ?? '') === (b.to ?? '');
}

export function DateRangeFilter({
  language,
  legend,
  value,
  onChange,
  min,
  max,
  fromRequired = false,
  toRequired = false,
  showErrors = false,
  disabled = false,
}: DateRangeFilterProps) {
  const t = translatorFor(language);
  const ids = useId();
  const inputIds: Record<Part, string> = { from: `${ids}-from`, to: `${ids}-to` };
  const errorIds: Record<Part, string> = { from: `${ids}-from-error`, to: `${ids}-to-error` };
  const rangeMessageId = `${ids}-range-error`;
  const [texts, setTexts] = useState<Record<Part, string>>(() => ({
    from: displayOf(value.from),
    to: displayOf(value.to),
  }));
  const [seen, setSeen] = useState<DateRange>(value);
  const [touched, setTouched] = useState<Record<Part, boolean>>({ from: false, to: false });
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Part>('from');
  const containerRef = useRef<HTMLFieldSetElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The value changed from outside (a reset): show it, unless it is what the typed texts stand for.
  if (!sameRange(value, seen)) {
    setSeen(value);
    const next = { ...texts };
    for (const part of PARTS)
      if ((value[part] ?? undefined) !== wireOf(texts[part])) next[part] = displayOf(value[part]);
    setTexts(next);
  }

  const today = todayIso();
  const options = { min, max, fromRequired, toRequired, today };
  const validation = checkDateRange(texts, options);

  const change = (next: Record<Part, string>) => {
    setTexts(next);
    const { value: range, valid } = rangeOf(checkDateRange(next, options));
    onChange(range, valid);
  };

  const close = useCallback((reason: CalendarCloseReason | 'chosen') => {
    setOpen(false);
    if (reason !== 'outside') buttonRef.current?.focus();
  }, []);

  const fromIso = validation.from.iso;
  const toIso = validation.to.iso;
  const minIso = min === 'today' ? today : min !== undefined && isIsoDate(min) ? min : '1900-01-01';
  const maxIso = max === 'today' ? today : max !== undefined && isIsoDate(max) ? max : null;

  const choose = (iso: string) => {
    if (phase === 'from') {
      change({ from: displayOf(iso), to: toIso !== null && toIso < iso ? '' : texts.to });
      setTouched((previous) => ({ ...previous, from: true }));
      setPhase('to');
    } else {
      change({ ...texts, to: displayOf(iso) });
      setTouched({ from: true, to: true });
      close('chosen');
    }
  };

  const shown = (part: Part) => showErrors || touched[part];
  const messages: Record<Part, string> = {
    from:
      shown('from') && validation.from.error !== null ? t(RANGE_ERROR_CODES.from[validation.from.error]) : '',
    to: shown('to') && validation.to.error !== null ? t(RANGE_ERROR_CODES.to[validation.to.error]) : '',
  };
  const rangeMessage =
    validation.range !== null && (shown('from') || shown('to')) ? t(RANGE_ERROR_CODES[validation.range]) : '';

  const labels: Record<Part, string> = { from: t(DATE_TEXTS.startDate), to: t(DATE_TEXTS.endDate) };
  // The one calendar button, attached to the end date's input: it chooses the start, then the end.
  const openButton = (
    <CalendarButton
      buttonRef={buttonRef}
      label={t(DATE_TEXTS.chooseRange)}
      open={open}
      onClick={() => {
        setPhase('from');
        setOpen((wasOpen) => !wasOpen);
      }}
    />
  );
  const renderPart = (part: Part) => {
    const invalid = messages[part] !== '' || rangeMessage !== '';
    const describedBy =
      [messages[part] ? errorIds[part] : '', rangeMessage ? rangeMessageId : ''].filter(Boolean).join(' ') ||
      undefined;
    return (
      <div className="date-range__part">
        <label htmlFor={inputIds[part]} className="ef-label">
          {labels[part]}
          {(part === 'from' ? fromRequired : toRequired) && <span aria-hidden="true"> *</span>}
        </label>
        <div className="date-picker">
          <input
            {...DATE_INPUT}
            id={inputIds[part]}
            name={inputIds[part]}
            value={texts[part]}
            placeholder={t(DATE_TEXTS.placeholder)}
            required={part === 'from' ? fromRequired : toRequired}
            disabled={disabled}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => change({ ...texts, [part]: event.target.value })}
            onBlur={() => {
              const blurred = blurredText(texts[part]);
              if (blurred !== texts[part]) setTexts((previous) => ({ ...previous, [part]: blurred }));
              setTouched((previous) => ({ ...previous, [part]: true }));
            }}
          />
          {part === 'to' && openButton}
        </div>
        {messages[part] && (
          <p id={errorIds[part]} className="ef-error">
            {messages[part]}
          </p>
        )}
      </div>
    );
  };

  const phaseLabel = labels[phase];
  return (
    <fieldset ref={containerRef} className="date-range date-range--filter" disabled={disabled}>
      <legend className="ef-legend ef-legend--field">{legend}</legend>
      <div className="date-range__parts">
        {renderPart('from')}
        {renderPart('to')}
      </div>
      {rangeMessage && (
        <p id={rangeMessageId} className="ef-error">
          {rangeMessage}
        </p>
      )}
      {open && (
        <Calendar
          t={t}
          label={t(DATE_TEXTS.chooseRange)}
          prompt={phaseLabel}
          initialFocus={(phase === 'to' ? (toIso ?? fromIso) : fromIso) ?? clampIso(today, minIso, maxIso)}
          today={today}
          min={minIso}
          max={maxIso}
          isDisabled={(iso) => phase === 'to' && fromIso !== null && iso < fromIso}
          isSelected={(iso) =>
            fromIso !== null && (iso === fromIso || (toIso !== null && iso >= fromIso && iso <= toIso))
          }
          onChoose={choose}
          onClear={() => {
            change({ from: '', to: '' });
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
