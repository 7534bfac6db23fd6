/**
 * Where the case's subject comes while its code or the customer's facts load: empty and marked busy
 * (`aria-busy`), so that a screen reader, and a test that waits for the page to settle, know that
 * more is coming (the subject's chunk loads lazily, staffCase.tsx).
 */
export function CaseSubjectLoading() {
  return <div className="intra-case__subject-loading" aria-busy="true" />;
}
