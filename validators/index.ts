/** Everything of validators/: the pure rules of SPEC §5 and their format table. */
export * from './bic.ts';
export * from './businessId.ts';
export * from './email.ts';
export * from './euroAmount.ts';
export * from './fileTypes.ts';
export * from './formats.ts';
export * from './freeText.ts';
export * from './hetu.ts';
export * from './iban.ts';
export * from './phone.ts';
export * from './referenceNumber.ts';
export * from './date.ts';
export * from './typedDate.ts';
export * from './yearMonth.ts';
