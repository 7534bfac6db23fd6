/**
 * The `date` widget (`ui:widget: "date"`, and every `format: "date"` string): a text input for
 * `dd.MM.yyyy` and a button that opens a calendar dialog (SPEC §2, §5).
 *
 * Form data holds the ISO `YYYY-MM-DD` whenever the typed text parses (`01012024`, `2024-01-01`,
 * `1.1.2024` all give `2024-01-01`), and the (normalized) typed text otherwise, so nothing typed is lost
 * and the schema's `format: date`, `dateMinimum` and `dateMaximum` report it through the normal RJSF
 * error path. On blur the text is shown normalized (`01.01.2024`).
 *
 * `ui:options`: `minDate`, `maxDate` (ISO or `today`) disable the calendar's days outside them;
 * `isDateDisabled` (a function, set programmatically) disables single days.
 */
import { useCallback, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { WidgetProps } from '@rjsf/utils';
import { isTextCode } from '../../../../texts/index.ts';
import { isIsoDate, todayIso } from '../../../../validators/date.ts';
import { engineContext } from '../../formContext.ts';
import { Calendar } from './Calendar.tsx';
import type { CalendarCloseReason } from './Calendar.tsx';
import { clampIso } from './calendarModel.ts';
import { DATE_TEXTS } from './dateTexts.ts';
import { blurredText, displayOf, limitsOf, sameValue, wireOf } from './dateValue.ts';

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path
        fill="currentColor"
        d="M4 0h1v2h6V0h1v2h3v14H1V2h3V0zM2 6v9h12V6H2zm1 1h2v2H3V7zm4 0h2v2H7V7zm4 0h2v2h-2V7zM3 11h2v2H3v-2zm4 0h2v2H7v-2z"
      />
    </svg>
  );
}

/** What every date input is (the widget, a range's parts, the portal's filters): `dd.MM.yyyy`, digits. */
export const DATE_INPUT = {
  type: 'text',
  className: 'date-picker__input',
  maxLength: 10,
  inputMode: 'numeric',
  autoComplete: 'off',
} as const;

/** The calendar button attached to a date input's end (date.css): it opens and closes the calendar. */
export function CalendarButton({
  buttonRef,
  label,
  open,
  disabled,
  onClick,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  label: string;
  open: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className="date-picker__open"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      disabled={disabled}
      onClick={onClick}
    >
      <CalendarIcon />
    </button>
  );
}

export default function DateWidget(props: WidgetProps) {
  const {
    id,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    placeholder,
    options,
    rawErrors,
    registry,
    htmlName,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = engineContext(registry.formContext);
  const [text, setText] = useState(() => displayOf(value));
  const [seenValue, setSeenValue] = useState<unknown>(value);
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Form data changed from outside (reset, another field, a loaded draft): show it, unless it is just
  // what the current text already stands for.
  if (!sameValue(value, seenValue)) {
    setSeenValue(value);
    if (!sameValue(value, wireOf(text))) setText(displayOf(value));
  }

  const emptyValue: unknown = options.emptyValue;
  const toFormData = (typed: string) => wireOf(typed) ?? emptyValue;

  const today = todayIso();
  const limits = limitsOf(options, today);
  const selected = typeof value === 'string' && isIsoDate(value) ? value : null;

  const change = (typed: string) => {
    setText(typed);
    onChange(toFormData(typed));
  };

  const close = useCallback((reason: CalendarCloseReason | 'chosen') => {
    setOpen(false);
    if (reason !== 'outside') buttonRef.current?.focus();
  }, []);

  const placeholderText = placeholder
    ? isTextCode(placeholder)
      ? t(placeholder)
      : placeholder
    : t(DATE_TEXTS.placeholder);
  const hasErrors = Boolean(rawErrors && rawErrors.length > 0);

  return (
    <div ref={containerRef} className="date-picker">
      <input
        {...DATE_INPUT}
        ref={inputRef}
        id={id}
        name={htmlName || id}
        value={text}
        placeholder={placeholderText}
        required={required}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        aria-invalid={hasErrors || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
        onBlur={() => {
          const shown = blurredText(text);
          if (shown !== text) setText(shown);
          onBlur(id, toFormData(text));
        }}
        onFocus={() => onFocus(id, toFormData(text))}
      />
      <CalendarButton
        buttonRef={buttonRef}
        label={t(DATE_TEXTS.chooseDate)}
        open={open}
        disabled={disabled || readonly}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      />
      {open && (
        <Calendar
          t={t}
          label={t(DATE_TEXTS.chooseDate)}
          initialFocus={selected ?? clampIso(today, limits.min, limits.max)}
          today={today}
          min={limits.min}
          max={limits.max}
          isDisabled={limits.isDisabled}
          isSelected={(iso) => iso === selected}
          onChoose={(iso) => {
            change(displayOf(iso));
            close('chosen');
          }}
          onClear={() => {
            change('');
            setOpen(false);
            inputRef.current?.focus();
          }}
          onClose={close}
          containerRef={containerRef}
        />
      )}
    </div>
  );
}
