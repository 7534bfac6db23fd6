/**
 * The names a UI schema may give in `ui:widget` and `ui:field` (engine/README.md). The React
 * theme registers exactly these (engine/react/registry.test.tsx holds it to that).
 */
export const WIDGET_NAMES = [
  'text',
  'textarea',
  'money',
  'wholeNumber',
  'select',
  'radio',
  'checkbox',
  'confirm',
  'checkboxes',
  'date',
  'iban',
  'bic',
  'hidden',
] as const;

export const FIELD_NAMES = ['dateRange'] as const;
