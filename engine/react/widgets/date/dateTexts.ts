/**
 * Text codes of the date widgets (register range 120000–129999). The engine's error mapping uses
 * `DATE_ERROR_CODES` and `RANGE_ERROR_CODES` so that ajv's errors and the widgets' own checks say the
 * same thing.
 */

export const DATE_TEXTS = {
  /** 'Viikko {n}' — the accessible name of a week-number cell. */
  week: '120001',
  /** 'Viikko' — the heading of the week-number column. */
  weekColumn: '120012',
  month: '120002',
  year: '120003',
  clear: '120004',
  /** 'Valitse päivämäärä' — the open button and the calendar dialog. */
  chooseDate: '120005',
  /** 'Valitse ajanjakso' — the range field's open button and its calendar dialog. */
  chooseRange: '120006',
  close: '120007',
  today: '120008',
  startDate: '120009',
  endDate: '120010',
  /** 'pp.kk.vvvv' / 'dd.mm.åååå' */
  placeholder: '120011',
  /** 'Ajanjakso' / 'Period' — the range field's legend when its `ui:title` is missing. */
  period: '120013',
} as const;

/** January … December. */
export const MONTH_NAME_CODES: readonly string[] = [
  '120101',
  '120102',
  '120103',
  '120104',
  '120105',
  '120106',
  '120107',
  '120108',
  '120109',
  '120110',
  '120111',
  '120112',
];

/** Monday … Sunday, short ('ma' / 'må'). */
export const WEEKDAY_SHORT_CODES: readonly string[] = [
  '120121',
  '120122',
  '120123',
  '120124',
  '120125',
  '120126',
  '120127',
];

/** Monday … Sunday, in full ('maanantai' / 'måndag'). */
export const WEEKDAY_NAME_CODES: readonly string[] = [
  '120131',
  '120132',
  '120133',
  '120134',
  '120135',
  '120136',
  '120137',
];

/** The date error codes live in engine/core, which maps ajv's errors with them too. */
export { DATE_ERROR_CODES, RANGE_ERROR_CODES } from '../../../core/dateErrorCodes.ts';
