import { SUMMARY_CODES } from '../../core/summary.ts';
/**
 * The theme's own texts (range 130000–139999 of `texts/`). Labels, help and enum names arrive in
 * the UI schema already translated; these are the strings the widgets and templates add themselves.
 */
export const WIDGET_TEXT = {
  /** 'Merkkejä jäljellä {n}' */
  charactersLeft: '130001',
  /** 'euroa', read after a money field's label */
  euroUnit: '130002',
  /** '€', the visible suffix of a money field */
  currencySymbol: '130003',
  /** 'Valitse', the empty first option of a select */
  choose: '130004',
  /** 'Lisää', the default add button of an array */
  add: '130005',
  /** 'Poista', the default remove button of an array item */
  remove: '130006',
  /** 'Lisätty rivi {n}' */
  rowAdded: '130007',
  /** 'Poistettu rivi {n}' */
  rowRemoved: '130008',
  /** 'pakollinen', the visually hidden text of the required marker */
  required: '130009',
  /** 'Lähetä' */
  submit: '100023',
  /** '{title} {n}', the legend of an array item */
  itemLegend: '130011',
  /** 'Rivi {n}', the legend of an array item when the array has no title */
  rowLegend: '130012',
  /** 'Kyllä', a boolean shown as radios or a select */
  yes: SUMMARY_CODES.yes,
  /** 'Ei' */
  no: SUMMARY_CODES.no,
  /** 'Virhe:', the visually hidden prefix of a field error */
  errorPrefix: '130015',
} as const;
