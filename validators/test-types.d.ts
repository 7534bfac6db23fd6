/**
 * Types for the test-only library finnish-bank-utils, which ships none (CommonJS, `module.exports`
 * is the object below). Only the functions our tests call.
 */
declare module 'finnish-bank-utils' {
  const FinnishBankUtils: {
    /** National or RF reference number; whitespace anywhere is removed first. */
    isValidFinnishRefNumber(refNumber: string): boolean;
    /** FI IBAN with a valid mod-97 checksum and a valid Luhn digit of the domestic account. */
    isValidFinnishIBAN(accountNumber: string): boolean;
    generateFinnishRefNumber(initial?: string): string;
    generateFinnishIBAN(): string;
  };
  export default FinnishBankUtils;
}
