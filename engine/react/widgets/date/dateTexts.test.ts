import fiLocale from 'dayjs/locale/fi';
import svLocale from 'dayjs/locale/sv';
import { describe, expect, it } from 'vitest';
import { registers } from '../../../../texts/index.ts';
import { DATE_ERROR_KINDS } from '../../../../validators/date.ts';
import {
  DATE_ERROR_CODES,
  DATE_TEXTS,
  MONTH_NAME_CODES,
  RANGE_ERROR_CODES,
  WEEKDAY_NAME_CODES,
  WEEKDAY_SHORT_CODES,
} from './dateTexts.ts';

const allCodes = [
  ...Object.values(DATE_TEXTS),
  ...MONTH_NAME_CODES,
  ...WEEKDAY_SHORT_CODES,
  ...WEEKDAY_NAME_CODES,
  ...Object.values(DATE_ERROR_CODES),
  ...Object.values(RANGE_ERROR_CODES.from),
  ...Object.values(RANGE_ERROR_CODES.to),
  RANGE_ERROR_CODES.invalidRelation,
  RANGE_ERROR_CODES.invalidRange,
];

describe('date texts', () => {
  it('every code is in the 120000–129999 range and in both registers', () => {
    for (const code of allCodes) {
      expect(Number(code)).toBeGreaterThanOrEqual(120000);
      expect(Number(code)).toBeLessThanOrEqual(129999);
      expect(registers.fi[code], `fi ${code}`).toBeTruthy();
      expect(registers.sv[code], `sv ${code}`).toBeTruthy();
    }
  });

  it('has a message for every error kind', () => {
    for (const kind of DATE_ERROR_KINDS) {
      expect(DATE_ERROR_CODES[kind]).toBeDefined();
      expect(RANGE_ERROR_CODES.from[kind]).toBeDefined();
      expect(RANGE_ERROR_CODES.to[kind]).toBeDefined();
    }
  });

  it('the Finnish labels and messages are those of SPEC §2 and §5', () => {
    const fi = (code: string) => registers.fi[code];
    expect(fi(DATE_TEXTS.week)).toBe('Viikko {n}');
    expect(fi(DATE_TEXTS.month)).toBe('Kuukausi');
    expect(fi(DATE_TEXTS.year)).toBe('Vuosi');
    expect(fi(DATE_TEXTS.clear)).toBe('Tyhjennä');
    expect(fi(DATE_TEXTS.chooseDate)).toBe('Valitse päivämäärä');
    expect(fi(DATE_TEXTS.chooseRange)).toBe('Valitse ajanjakso');
    expect(fi(DATE_TEXTS.close)).toBe('Sulje kalenteri');
    expect(fi(DATE_TEXTS.today)).toBe('Siirry kuluvaan päivään');
    expect(fi(DATE_TEXTS.startDate)).toBe('Alkamispäivä');
    expect(fi(DATE_TEXTS.endDate)).toBe('Päättymispäivä');
    expect(fi(DATE_TEXTS.placeholder)).toBe('pp.kk.vvvv');
    expect(fi(DATE_ERROR_CODES.disabledDate)).toBe(
      'Valittu päivämäärä ei ole sallittu. Valitse toinen päivämäärä.',
    );
    expect(fi(DATE_ERROR_CODES.invalidFormat)).toBe(
      'Virheellinen päivämäärä. Ilmoita päivämäärä muodossa pp.kk.vvvv.',
    );
    expect(fi(DATE_ERROR_CODES.notInRangeFrom)).toBe(
      'Virheellinen päivämäärä. Tarkista, että päivä on sallitulta väliltä.',
    );
    expect(fi(DATE_ERROR_CODES.notInRangeTo)).toBe(fi(DATE_ERROR_CODES.notInRangeFrom));
    expect(fi(DATE_ERROR_CODES.required)).toBe(
      'Päivämäärä on pakollinen tieto. Ilmoita päivämäärä muodossa pp.kk.vvvv.',
    );
    expect(fi(RANGE_ERROR_CODES.invalidRelation)).toBe(
      'Tarkista, että alkamispäivä edeltää päättymispäivää.',
    );
    expect(fi(RANGE_ERROR_CODES.invalidRange)).toBe('Virheellinen ajanjakso. Tarkista annetut päivämäärät.');
  });

  it('range part messages start with the part’s name', () => {
    for (const kind of [
      'required',
      'invalidFormat',
      'notInRangeFrom',
      'notInRangeTo',
      'disabledDate',
    ] as const) {
      expect(registers.fi[RANGE_ERROR_CODES.from[kind]]).toMatch(/^Alkamispäivä /);
      expect(registers.fi[RANGE_ERROR_CODES.to[kind]]).toMatch(/^Päättymispäivä /);
      expect(registers.sv[RANGE_ERROR_CODES.from[kind]]).toMatch(/^Startdatum/);
      expect(registers.sv[RANGE_ERROR_CODES.to[kind]]).toMatch(/^Slutdatum/);
    }
  });

  it("the month and weekday names are dayjs's fi and sv locales' (the calendar shows the register's)", () => {
    // dayjs lists the weekdays from Sunday, the calendar from Monday.
    const fromMonday = (names: string[] | undefined) => [
      ...(names ?? []).slice(1),
      ...(names ?? []).slice(0, 1),
    ];
    for (const [language, locale] of [
      ['fi', fiLocale],
      ['sv', svLocale],
    ] as const) {
      const names = (codes: readonly string[]) => codes.map((code) => registers[language][code]);
      expect(names(MONTH_NAME_CODES), language).toEqual(locale.months);
      expect(names(WEEKDAY_NAME_CODES), language).toEqual(fromMonday(locale.weekdays));
      expect(names(WEEKDAY_SHORT_CODES), language).toEqual(fromMonday(locale.weekdaysMin));
    }
  });
});
