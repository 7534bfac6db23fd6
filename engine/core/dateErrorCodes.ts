/**
 * Text codes of the date messages of SPEC §5 (register range 120200–120299). The engine's error
 * mapping and the date widgets use these same tables, so ajv's errors and the widgets' own checks
 * say the same thing.
 */
import type { DateErrorKind } from '../../validators/date.ts';

const INVALID_RELATION = '120206';
const INVALID_RANGE = '120207';

/** Messages of a single date (SPEC §5). Both bound kinds share the out-of-range message. */
export const DATE_ERROR_CODES: Readonly<Record<DateErrorKind, string>> = {
  required: '120201',
  invalidFormat: '120202',
  notInRangeFrom: '120203',
  notInRangeTo: '120203',
  disabledDate: '120205',
  invalidRelation: INVALID_RELATION,
  invalidRange: INVALID_RANGE,
};

/** Messages of a range field: its start ('Alkamispäivä …'), its end ('Päättymispäivä …') and the whole. */
export const RANGE_ERROR_CODES: Readonly<{
  from: Readonly<Record<DateErrorKind, string>>;
  to: Readonly<Record<DateErrorKind, string>>;
  invalidRelation: string;
  invalidRange: string;
}> = {
  from: {
    required: '120211',
    invalidFormat: '120212',
    notInRangeFrom: '120213',
    notInRangeTo: '120213',
    disabledDate: '120215',
    invalidRelation: INVALID_RELATION,
    invalidRange: INVALID_RANGE,
  },
  to: {
    required: '120221',
    invalidFormat: '120222',
    notInRangeFrom: '120223',
    notInRangeTo: '120223',
    disabledDate: '120225',
    invalidRelation: INVALID_RELATION,
    invalidRange: INVALID_RANGE,
  },
  invalidRelation: INVALID_RELATION,
  invalidRange: INVALID_RANGE,
};
