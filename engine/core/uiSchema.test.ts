import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../texts/index.ts';
import { fixtureSteppedForm } from './fixture.test-helpers.ts';
import { labelAt, localizeUiSchema } from './uiSchema.ts';

const fi = createTranslator({
  '1001': 'Nimi',
  '1002': 'Kyllä',
  '1003': 'Ei',
  '1004': 'Henkilö',
  '1005': 'Vaihe',
});
const sv = createTranslator({
  '1001': 'Namn',
  '1002': 'Ja',
  '1003': 'Nej',
  '1004': 'Person',
  '1005': 'Steg',
});

describe('UI schemas', () => {
  const ui = {
    name: { 'ui:title': '1001', 'ui:help': '9999' },
    choice: { 'ui:enumNames': ['1002', '1003'] },
    people: { items: { 'ui:title': '1004', name: { 'ui:title': '1001' } } },
    'ui:steps': [{ id: 'a', title: '1005', fields: ['name'] }],
  };

  it('translates every text code into the chosen language', () => {
    expect(localizeUiSchema(ui, fi)).toMatchObject({
      name: { 'ui:title': 'Nimi' },
      choice: { 'ui:enumNames': ['Kyllä', 'Ei'] },
      people: { items: { 'ui:title': 'Henkilö', name: { 'ui:title': 'Nimi' } } },
      'ui:steps': [{ id: 'a', title: 'Vaihe', fields: ['name'] }],
    });
    expect(localizeUiSchema(ui, sv)).toMatchObject({
      name: { 'ui:title': 'Namn' },
      choice: { 'ui:enumNames': ['Ja', 'Nej'] },
    });
  });

  it('shows the missing-code text of SPEC §1 for a code the register lacks', () => {
    expect(localizeUiSchema(ui, fi)).toMatchObject({ name: { 'ui:help': "Tekstikoodi '9999' puuttuu!" } });
  });

  it('labels a field inside a list item with the item and its number', () => {
    expect(labelAt(ui, '/people/2/name', sv)).toBe('Person 3: Namn');
    expect(labelAt(ui, '/name', fi)).toBe('Nimi');
    expect(labelAt(fixtureSteppedForm.uiSchema, '/unknown', fi)).toBe('unknown');
  });
});
