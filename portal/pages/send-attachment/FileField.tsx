/**
 * A file input of the send-attachment page: its label, the allowed types and the size limit
 * stated before anything is chosen (SPEC §5, the runtime configuration's `uploadMaxBytes`), and its
 * error, both tied to the input with `aria-describedby`. What the user chose stays chosen when an
 * error shows; the owner clears the input (`inputRef.current.value = ''`) once the file is sent.
 */
import type { Ref } from 'react';
import type { Language } from '../../../texts/index.ts';
import { FileInput } from '../shared/FileInput.tsx';
import { ACCEPT, allowedFilesText } from './files.ts';

export interface FileFieldProps {
  id: string;
  label: string;
  language: Language;
  maxBytes: number;
  /** Read after the allowed types (e.g. 'you can choose several files'). */
  extraHint?: string;
  multiple?: boolean;
  /** The files chosen, shown beside the button. */
  chosen: readonly File[];
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  onChoose: (files: File[]) => void;
}

export function FileField({
  id,
  label,
  language,
  maxBytes,
  extraHint,
  multiple = false,
  chosen,
  error,
  inputRef,
  onChoose,
}: FileFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`ef-field sa-file-field${error ? ' ef-field--invalid' : ''}`}>
      <label className="ef-label" htmlFor={id}>
        {label}
      </label>
      <p className="ef-description" id={hintId}>
        {allowedFilesText(language, maxBytes)}
        {extraHint ? ` ${extraHint}` : ''}
      </p>
      {error && (
        <p className="ef-error" id={errorId}>
          {error}
        </p>
      )}
      <FileInput
        inputRef={inputRef}
        id={id}
        language={language}
        chosen={chosen}
        accept={ACCEPT}
        multiple={multiple}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChoose(Array.from(event.currentTarget.files ?? []))}
      />
    </div>
  );
}
