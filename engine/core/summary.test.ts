import { describe, expect, it } from 'vitest';
import { createTranslator, registers } from '../../texts/index.ts';
import { fixtureForm, fixtureSteppedForm, fixtureTexts, validFixtureData } from './fixture.test-helpers.ts';
import { createRuntimeValidators } from './runtimeValidators.ts';
import { buildSummary } from './summary.ts';

const { isValid } = createRuntimeValidators(fixtureForm.schema);
const fi = createTranslator({ ...registers.fi, ...fixtureTexts });

describe('the summary model', () => {
  const summary = buildSummary(fixtureForm, validFixtureData, { t: fi, language: 'fi', isValid });

  it('has the title, the name and the segments of SPEC §3', () => {
    expect(summary.title).toBe('Lomake');
    expect(summary.name).toBe('Maija');
    expect(summary.segments.map((s) => [s.subtitle, s.type])).toEqual([
      ['Lomake', 'fields'],
      ['Henkilö 1', 'item'],
      ['Henkilö 2', 'item'],
      ['Ajanjakso', 'fields'],
      ['Tili', 'fields'],
    ]);
  });

  it('shows values as a person reads them: option names, dates, euros, grouped IBAN', () => {
    const values = Object.fromEntries(
      summary.segments.flatMap((s) => s.values.map((v) => [v.path, v.value])),
    );
    expect(values['/kind']).toBe('Henkilö');
    expect(values['/supplies']).toBe('Kynä');
    expect(values['/people/0/amount']).toBe('100,50\u00a0€');
    expect(values['/total']).toBe('120,50\u00a0€');
    expect(values['/period/startDate']).toBe('01.01.2024');
    expect(values['/account/iban']).toBe('FI21 1234 5600 0007 85');
  });

  it('leaves out empty fields and the fields the data hides', () => {
    const withHidden = buildSummary(
      fixtureForm,
      { ...validFixtureData, businessId: '0737546-2', name: '' },
      { t: fi, language: 'fi', isValid },
    );
    const paths = withHidden.segments.flatMap((s) => s.values.map((v) => v.path));
    expect(paths).not.toContain('/businessId');
    expect(paths).not.toContain('/name');
  });

  it('groups by step, each segment knowing its step for the edit link', () => {
    const stepped = buildSummary(fixtureSteppedForm, validFixtureData, { t: fi, language: 'fi', isValid });
    expect(stepped.segments.map((s) => [s.subtitle, s.stepId])).toEqual([
      ['Perustiedot', 'basics'],
      ['Henkilö 1', 'basics'],
      ['Henkilö 2', 'basics'],
      ['Muut tiedot', 'other'],
      ['Ajanjakso', 'other'],
      ['Tili', 'other'],
    ]);
  });
});
