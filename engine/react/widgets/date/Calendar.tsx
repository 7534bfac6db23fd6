/**
 * The calendar dialog shared by `DateWidget` and `DateRangeField`, after the WAI-ARIA APG date-picker
 * dialog pattern: a modal dialog with month and year selects, a grid of days with ISO week numbers in
 * the first column, and buttons to go to today, clear and close. The grid uses a roving tabindex: the
 * focused day is the one tab stop; arrows move by day and week, PageUp/PageDown by month (with Shift by
 * year), Home/End to the week's Monday/Sunday, Enter/Space choose, Escape closes. Tab stays inside the
 * dialog. The parent mounts it while open and moves focus back to its open button on close.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import type { Translate } from '../../../../texts/index.ts';
import {
  addDaysIso,
  addMonthsIso,
  clampIso,
  endOfWeek,
  monthWeeks,
  splitIso,
  startOfWeek,
  withYearMonth,
} from './calendarModel.ts';
import { DATE_TEXTS, MONTH_NAME_CODES, WEEKDAY_NAME_CODES, WEEKDAY_SHORT_CODES } from './dateTexts.ts';
import './date.css';

export type CalendarCloseReason = 'escape' | 'closeButton' | 'outside';

export interface CalendarProps {
  t: Translate;
  /** The dialog's accessible name ('Valitse päivämäärä' / 'Valitse ajanjakso'). */
  label: string;
  /** Shown above the grid and describing the dialog: what is being chosen now (a range's part). */
  prompt?: string;
  /** The day focused when the calendar opens (the selected day, else today). */
  initialFocus: string;
  today: string;
  /** Earliest and latest days that can be chosen; others are shown disabled. */
  min: string;
  max: string | null;
  isDisabled?: (iso: string) => boolean;
  /** Days shown as selected (`aria-selected`). */
  isSelected: (iso: string) => boolean;
  onChoose: (iso: string) => void;
  onClear: () => void;
  onClose: (reason: CalendarCloseReason) => void;
  /** Clicks inside this element (the widget: input, button, dialog) do not close the calendar. */
  containerRef: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'button:not([disabled]), select:not([disabled]), input:not([disabled]), [tabindex="0"]';

/** The years offered: from the minimum's year to the maximum's, or some years past today without one. */
function yearRange(min: string, max: string | null, today: string, focus: string): [number, number] {
  const first = splitIso(min).year;
  const last = max !== null ? splitIso(max).year : Math.max(splitIso(today).year + 20, splitIso(focus).year);
  return [first, Math.max(first, last)];
}

export function Calendar(props: CalendarProps) {
  const {
    t,
    label,
    prompt,
    today,
    min,
    max,
    isDisabled,
    isSelected,
    onChoose,
    onClear,
    onClose,
    containerRef,
  } = props;
  const [firstYear, lastYear] = yearRange(min, max, today, props.initialFocus);
  const lowest = `${String(firstYear).padStart(4, '0')}-01-01`;
  const highest = `${String(lastYear).padStart(4, '0')}-12-31`;
  const [focused, setFocused] = useState(() => clampIso(props.initialFocus, lowest, highest));
  /** Set when the focused day changed from the grid (or on open), so the effect moves DOM focus to it. */
  const focusGrid = useRef(true);
  const dialogRef = useRef<HTMLDivElement>(null);
  const ids = useId();
  const headingId = `${ids}-heading`;
  const promptId = `${ids}-prompt`;

  const { year, month } = splitIso(focused);
  const weeks = monthWeeks(year, month);
  const unavailable = (iso: string) => iso < min || (max !== null && iso > max) || Boolean(isDisabled?.(iso));

  useLayoutEffect(() => {
    if (!focusGrid.current) return;
    focusGrid.current = false;
    dialogRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) onClose('outside');
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [containerRef, onClose]);

  const moveTo = (iso: string) => {
    const target = clampIso(iso, lowest, highest);
    if (target === focused) {
      dialogRef.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)?.focus();
      return;
    }
    focusGrid.current = true;
    setFocused(target);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDaysIso(focused, -1),
      ArrowRight: () => addDaysIso(focused, 1),
      ArrowUp: () => addDaysIso(focused, -7),
      ArrowDown: () => addDaysIso(focused, 7),
      PageUp: () => addMonthsIso(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonthsIso(focused, event.shiftKey ? 12 : 1),
      Home: () => startOfWeek(focused),
      End: () => endOfWeek(focused),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!unavailable(focused)) onChoose(focused);
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose('escape');
    } else if (event.key === 'Tab' && dialogRef.current) {
      const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const years: number[] = [];
  for (let option = firstYear; option <= lastYear; option++) years.push(option);

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      aria-describedby={prompt ? promptId : undefined}
      className="date-picker__dialog"
      onKeyDown={onDialogKeyDown}
    >
      {prompt && (
        <p id={promptId} className="date-picker__prompt">
          {prompt}
        </p>
      )}
      <div className="date-picker__header">
        <label className="date-picker__header-label">
          {t(DATE_TEXTS.month)}{' '}
          <select
            className="date-picker__select"
            value={month}
            onChange={(event) => setFocused(withYearMonth(focused, year, Number(event.target.value)))}
          >
            {MONTH_NAME_CODES.map((code, index) => (
              <option key={code} value={index + 1}>
                {t(code)}
              </option>
            ))}
          </select>
        </label>{' '}
        <label className="date-picker__header-label">
          {t(DATE_TEXTS.year)}{' '}
          <select
            className="date-picker__select"
            value={year}
            onChange={(event) => setFocused(withYearMonth(focused, Number(event.target.value), month))}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id={headingId} className="date-picker__heading" aria-live="polite">
        {t(MONTH_NAME_CODES[month - 1] ?? '')} {year}
      </div>
      <table role="grid" aria-labelledby={headingId} className="date-picker__grid" onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            <th scope="col">{t(DATE_TEXTS.weekColumn)}</th>
            {WEEKDAY_SHORT_CODES.map((code, index) => (
              <th key={code} scope="col" abbr={t(WEEKDAY_NAME_CODES[index] ?? '')}>
                {t(code)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map(({ week, days }, row) => (
            <tr key={row}>
              <th scope="row" aria-label={t(DATE_TEXTS.week, { n: week })} className="date-picker__week">
                {week}
              </th>
              {days.map((iso, index) =>
                iso === null ? (
                  <td key={index} role="gridcell" />
                ) : (
                  <td
                    key={iso}
                    role="gridcell"
                    data-date={iso}
                    tabIndex={iso === focused ? 0 : -1}
                    aria-selected={isSelected(iso)}
                    aria-current={iso === today ? 'date' : undefined}
                    aria-disabled={unavailable(iso) || undefined}
                    className="date-picker__day"
                    onClick={() => {
                      moveTo(iso);
                      if (!unavailable(iso)) onChoose(iso);
                    }}
                  >
                    {splitIso(iso).day}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="date-picker__footer">
        <button type="button" className="date-picker__action" onClick={() => moveTo(today)}>
          {t(DATE_TEXTS.today)}
        </button>{' '}
        <button type="button" className="date-picker__action" onClick={onClear}>
          {t(DATE_TEXTS.clear)}
        </button>{' '}
        <button type="button" className="date-picker__action" onClick={() => onClose('closeButton')}>
          {t(DATE_TEXTS.close)}
        </button>
      </div>
    </div>
  );
}
