/** A loading indicator: a spinning ring (hidden from screen readers) and a status text they read. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="portal-spinner" role="status">
      <span className="portal-spinner-ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
