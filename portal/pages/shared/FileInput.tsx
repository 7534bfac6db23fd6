/**
 * A file input that speaks the page's language (issue 44): the browser's own "Choose File" / "No
 * file chosen" follow the browser's language, not the page's, and cannot be styled as the service's
 * buttons. The native input stays (keyboard, screen readers, drag and drop, Playwright's
 * `setInputFiles`): it lies over the component with its own drawing transparent, so a click or a
 * dropped file anywhere on the component reaches it and its focus ring is the component's. Under it,
 * hidden from screen readers (which read the native input), a secondary button's look with 'Valitse
 * tiedosto' / 'Välj fil', and what is chosen: the input's description names it too, so a screen
 * reader hears it in the page's language.
 *
 * The owner holds the chosen files (`chosen`): it clears the input (`inputRef.current.value = ''`)
 * and its state together once they are sent.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import { t, type Language } from '../../../texts/index.ts';
import { FILE_INPUT_CODES } from './fileInputCodes.ts';
import './fileInput.css';

export interface FileInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'ref'
> {
  language: Language;
  /** The files chosen (none: 'Tiedostoa ei ole valittu'). */
  chosen: readonly File[];
  /** The owner's own words for what is chosen (the bulk payment file: its name and size). */
  status?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function FileInput({
  language,
  chosen,
  status: ownStatus,
  inputRef,
  multiple,
  ...input
}: FileInputProps) {
  const statusId = `${input.id ?? 'file'}-status`;
  const status =
    ownStatus ??
    (chosen.length === 0
      ? t(language, FILE_INPUT_CODES.noFile)
      : chosen.length === 1
        ? chosen[0]!.name
        : t(language, FILE_INPUT_CODES.filesChosen, { count: chosen.length }));
  return (
    <div className="file-input">
      <input
        {...input}
        ref={inputRef}
        type="file"
        multiple={multiple}
        className="file-input__native"
        aria-describedby={[input['aria-describedby'], statusId].filter(Boolean).join(' ')}
      />
      <span className="file-input__button" aria-hidden="true">
        {t(language, multiple ? FILE_INPUT_CODES.chooseFiles : FILE_INPUT_CODES.chooseFile)}
      </span>
      <span className="file-input__status" id={statusId} aria-hidden="true">
        {status}
      </span>
    </div>
  );
}
