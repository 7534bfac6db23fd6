/** Everything of validators/: the pure rules of SPEC §5 and their format table. */
export * from './bic';
export * from './businessId';
export * from './email';
export * from './euroAmount';
export * from './fileTypes';
export * from './formats';
export * from './freeText';
export * from './hetu';
export * from './iban';
export * from './phone';
export * from './referenceNumber';
export * from './date';
export * from './typedDate';
export * from './yearMonth';
