/** A small generic form for the engine's own tests: every engine feature, no real form. */
import { createTranslator, registers } from '../../texts/index.ts';
import type { FormDefinition } from './types.ts';

export const fixtureTexts = {
  '900001': 'Lomake',
  '900002': 'Laji',
  '900003': 'Henkilö',
  '900004': 'Yhteisö',
  '900005': 'Nimi',
  '900006': 'Y-tunnus',
  '900007': 'Henkilöt',
  '900008': 'Henkilö',
  '900009': 'Henkilötunnus',
  '900010': 'Summa',
  '900011': 'Ajanjakso',
  '900012': 'Alkaa',
  '900013': 'Päättyy',
  '900014': 'Yhteensä',
  '900015': 'Tili',
  '900016': 'IBAN',
  '900017': 'BIC',
  '900018': 'Perustiedot',
  '900019': 'Muut tiedot',
  '900020': 'Liitteitä',
  '900021': 'Tarvikkeet',
  '900022': 'Kynä',
  '900023': 'Paperi',
};

export const fixtureT = createTranslator({ ...registers.fi, ...fixtureTexts });

export const fixtureForm: FormDefinition = {
  id: 'fixture',
  schema: {
    type: 'object',
    required: ['kind', 'people'],
    properties: {
      kind: { type: 'string', enum: ['PERSON', 'ORGANISATION'] },
      name: { type: 'string', maxLength: 10, format: 'free-text' },
      people: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['hetu'],
          properties: {
            hetu: { type: 'string', format: 'hetu' },
            amount: { type: 'number', minimum: 0, multipleOf: 0.01 },
          },
        },
      },
      supplies: { type: 'array', items: { type: 'string', enum: ['PEN', 'PAPER'] }, uniqueItems: true },
      period: {
        type: 'object',
        properties: {
          startDate: { type: 'string', format: 'date' },
          endDate: { type: 'string', format: 'date', dateMaximum: 'today' },
        },
        required: ['startDate'],
        dateRangeOrder: ['startDate', 'endDate'],
      },
      total: { type: 'number' },
      attachments: { type: 'number' },
      account: {
        type: 'object',
        properties: { iban: { type: 'string', format: 'iban' }, bic: { type: 'string', format: 'bic' } },
        bicMatchesIban: { iban: 'iban', bic: 'bic' },
      },
    },
    if: { properties: { kind: { const: 'ORGANISATION' } }, required: ['kind'] },
    then: { properties: { businessId: { type: 'string', format: 'business-id' } }, required: ['businessId'] },
  },
  uiSchema: {
    'ui:title': '900001',
    'ui:summary': { title: '900001', name: '/name' },
    'ui:computed': [
      { target: '/total', op: 'sum', of: ['/people/0/amount', '/people/1/amount'] },
      { target: '/attachments', op: 'count', of: ['/supplies', '/name'] },
    ],
    kind: { 'ui:title': '900002', 'ui:widget': 'radio', 'ui:enumNames': ['900003', '900004'] },
    name: { 'ui:title': '900005' },
    businessId: { 'ui:title': '900006' },
    people: {
      'ui:title': '900007',
      items: {
        'ui:title': '900008',
        hetu: { 'ui:title': '900009' },
        amount: { 'ui:title': '900010', 'ui:widget': 'money' },
      },
    },
    supplies: { 'ui:title': '900021', 'ui:widget': 'checkboxes', 'ui:enumNames': ['900022', '900023'] },
    period: { 'ui:title': '900011', startDate: { 'ui:title': '900012' }, endDate: { 'ui:title': '900013' } },
    total: { 'ui:title': '900014', 'ui:widget': 'money', 'ui:readonly': true },
    attachments: { 'ui:title': '900020', 'ui:readonly': true },
    account: {
      'ui:title': '900015',
      iban: { 'ui:title': '900016', 'ui:widget': 'iban' },
      bic: { 'ui:title': '900017' },
    },
  },
};

/** The same form split into two steps. */
export const fixtureSteppedForm: FormDefinition = {
  ...fixtureForm,
  id: 'fixture-stepped',
  uiSchema: {
    ...fixtureForm.uiSchema,
    'ui:steps': [
      { id: 'basics', title: '900018', fields: ['kind', 'name', 'businessId', 'people'] },
      { id: 'other', title: '900019', fields: ['supplies', 'period', 'total', 'attachments', 'account'] },
    ],
  },
};

export const validFixtureData = {
  kind: 'PERSON',
  name: 'Maija',
  people: [
    { hetu: '131052-308T', amount: 100.5 },
    { hetu: '010594Y9032', amount: 20 },
  ],
  supplies: ['PEN'],
  period: { startDate: '2024-01-01', endDate: '2024-02-01' },
  total: 120.5,
  attachments: 2,
  account: { iban: 'FI2112345600000785', bic: 'NDEAFIHH' },
};
