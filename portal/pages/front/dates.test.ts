import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFinnishDate } from '../../../validators/date.ts';
import { addDays, helsinkiDate, savedUntil, showDate } from './dates.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs's answers (server/dates.ts computes the server's so); the front page does without dayjs. */
const dayjsHelsinkiDate = (moment: number) => dayjs(moment).tz('Europe/Helsinki').format('YYYY-MM-DD');
const dayjsSavedUntil = (moment: number) =>
  dayjs.utc(dayjsHelsinkiDate(moment)).add(14, 'day').format('DD.MM.YYYY');

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

describe('agreement with dayjs (utc, timezone)', () => {
  it('around the changes of daylight saving time (the last Sundays of March and October)', () => {
    expect(helsinkiDate('2025-03-29T21:59:59.999Z')).toBe('2025-03-29'); // 23:59:59.999 EET
    expect(helsinkiDate('2025-03-29T22:00:00Z')).toBe('2025-03-30'); // 00:00 EET, the 23-hour day
    expect(helsinkiDate('2025-03-30T20:59:59.999Z')).toBe('2025-03-30'); // 23:59:59.999 EEST
    expect(helsinkiDate('2025-03-30T21:00:00Z')).toBe('2025-03-31');
    expect(helsinkiDate('2025-10-25T21:00:00Z')).toBe('2025-10-26'); // 00:00 EEST, the 25-hour day
    expect(helsinkiDate('2025-10-26T21:59:59.999Z')).toBe('2025-10-26'); // 23:59:59.999 EET
    expect(helsinkiDate('2025-10-26T22:00:00Z')).toBe('2025-10-27');
    expect(savedUntil('2025-03-29T22:00:00Z')).toBe('13.04.2025');
    expect(savedUntil('2025-10-26T21:59:59.999Z')).toBe('09.11.2025');
  });

  it('on random moments of 1970–2100, and the hours around the changes', () => {
    const anyMoment = fc.integer({ min: 0, max: Date.parse('2100-12-31T23:59:59Z') });
    // Within a day of 01:00 UTC on the last Sunday of March or October (the change) of a year.
    const nearChange = fc
      .tuple(
        fc.integer({ min: 1996, max: 2100 }),
        fc.constantFrom(3, 10),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
      )
      .map(([year, month, offset]) => {
        const last = new Date(Date.UTC(year, month, 0, 1));
        return last.getTime() - last.getUTCDay() * 86_400_000 + offset;
      });
    fc.assert(
      fc.property(fc.oneof(anyMoment, nearChange), (moment) => {
        const instant = new Date(moment).toISOString();
        expect(helsinkiDate(instant), instant).toBe(dayjsHelsinkiDate(moment));
        expect(savedUntil(instant), instant).toBe(dayjsSavedUntil(moment));
      }),
      { numRuns: 2000 },
    );
  });

  it('adds days as dayjs does, on any day of 1970–2100', () => {
    const day = fc
      .integer({ min: 0, max: Date.parse('2100-12-31') / 86_400_000 })
      .map((number) => new Date(number * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -400, max: 400 }), (iso, days) => {
        expect(addDays(iso, days)).toBe(dayjs.utc(iso).add(days, 'day').format('YYYY-MM-DD'));
      }),
    );
  });
});

describe('showDate', () => {
  it("shows dates as validators/date.ts's formatFinnishDate does", () => {
    for (const value of ['2025-03-01', '1999-12-31', '2024-02-29', '', '1.3.2025', '2025-3-1', 'x2025-03-01'])
      expect(showDate(value), value).toBe(formatFinnishDate(value));
    expect(showDate('2025-03-01')).toBe('01.03.2025');
  });
});
