import { useId, useState } from 'react';

/**
 * A value (a rule's, a setting's), written when the box loses focus or on Enter (one undo step per change): a number
 * (empty removes the rule) or a text such as a date bound.
 */
export function CommitInput({
  label,
  value,
  number,
  onCommit,
}: {
  label: string;
  value: unknown;
  number?: boolean;
  onCommit: (value: number | string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? '' : String(value));
  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    if (text === '') onCommit(undefined);
    else if (!number) onCommit(text);
    else if (Number.isFinite(Number(text.replace(',', '.')))) onCommit(Number(text.replace(',', '.')));
    setDraft(null);
  };
  return (
    <div className="designer-rule">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode={number ? 'decimal' : undefined}
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
    </div>
  );
}
