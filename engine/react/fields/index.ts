import type { RegistryFieldsType } from '@rjsf/utils';
import DateRangeField from '../widgets/date/DateRangeField.tsx';

/** The theme's custom fields, by the names a UI schema gives in `ui:field` (engine/core/widgetNames.ts). */
export const fields: RegistryFieldsType = {
  dateRange: DateRangeField,
};
