/**
 * A failed load of what a page lists (documents, payments, files, the audit): what failed and a
 * button that loads it again, announced at once (role=alert). The texts are the page's own codes.
 */
export function LoadFailedAlert({
  message,
  retryLabel,
  onRetry,
  className = 'portal-alert',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The alert box's classes (the page's style for it). */
  className?: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="ef-button ef-button--secondary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
