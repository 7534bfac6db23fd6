import { describe, expect, it } from 'vitest';
import { formatFinnishDate } from '../../../validators/date';
import { addDays, helsinkiDate, savedUntil, showDate } from './dates';

describe('savedUntil (SPEC §9: created + 14 days, dd.MM.yyyy)', () => {
  it('adds 14 days to the day the request was created', () => {
    expect(savedUntil('2025-03-01T10:00:00.000Z')).toBe('15.03.2025');
  });

  it("counts from Helsinki's calendar day, not UTC's", () => {
    // 22:30 UTC on 28 February is 00:30 on 1 March in Helsinki (UTC+2).
    expect(helsinkiDate('2025-02-28T22:30:00Z')).toBe('2025-03-01');
    expect(savedUntil('2025-02-28T22:30:00Z')).toBe('15.03.2025');
  });

  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-20', 14)).toBe('2024-03-05');
    expect(addDays('2025-12-25', 14)).toBe('2026-01-08');
    expect(savedUntil('2025-10-20T12:00:00+03:00')).toBe('03.11.2025');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(savedUntil('not a date')).toBe('');
  });
});

describe('showDate', () => {
  it("shows dates as validators/date.ts's formatFinnishDate does", () => {
    for (const value of ['2025-03-01', '1999-12-31', '2024-02-29', '', '1.3.2025', '2025-3-1', 'x2025-03-01'])
      expect(showDate(value), value).toBe(formatFinnishDate(value));
    expect(showDate('2025-03-01')).toBe('01.03.2025');
  });
});
