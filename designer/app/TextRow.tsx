/**
 * One text of a field in both languages side by side. It is written when the box loses focus (one
 * undo step per change, not per key). A code that other forms or fields use says so, and offers the
 * field a text of its own.
 */
import { useId, useState } from 'react';
import { setFieldText, type TextSlot } from '../model/operations.ts';
import { rangeOfForm, setText, textOf, usesOfCode, type Language } from '../model/texts.ts';
import type { FieldNode } from '../model/outline.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

interface TextRowProps {
  form: string;
  field: FieldNode;
  slot: TextSlot;
  code: string | undefined;
  name: string;
}

/** One language's text box: written when it loses focus or on Enter (one undo step per change). */
function LanguageBox({
  language,
  label,
  stored,
  invalid,
  describedBy,
  onCommit,
}: {
  language: Language;
  label: string;
  stored: string;
  invalid: boolean;
  describedBy?: string;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const commit = () => {
    if (draft !== null && draft.trim() !== stored) onCommit(draft.trim());
    setDraft(null);
  };
  return (
    <div className="designer-text-box">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        lang={language}
        value={draft ?? stored}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
    </div>
  );
}

function TextBox({
  form,
  field,
  slot,
  code,
  language,
  label,
  describedBy,
}: TextRowProps & { language: Language; label: string; describedBy?: string }) {
  const { files, change } = useDesigner();
  const stored = textOf(files, code, language);
  return (
    <LanguageBox
      language={language}
      label={label}
      stored={stored}
      invalid={code !== undefined && stored === ''}
      {...(describedBy ? { describedBy } : {})}
      onCommit={(text) => change(setFieldText(files, form, field.id, slot, language, text))}
    />
  );
}

export function TextRow(props: TextRowProps) {
  const t = useT();
  const { files, change } = useDesigner();
  const noticeId = useId();
  const { form, field, slot, code, name } = props;
  const range = rangeOfForm(files, form);
  const uses = code ? usesOfCode(files, code) : [];
  const ownRange =
    code !== undefined && range !== undefined && Number(code) >= range.from && Number(code) <= range.to;
  const shared = code !== undefined && (uses.length > 1 || !ownRange);
  const missing = (['fi', 'sv'] as const).filter(
    (language) => code !== undefined && textOf(files, code, language) === '',
  );
  return (
    <fieldset className="designer-text-row">
      <legend>
        {name} <span className="designer-muted">{code ?? ''}</span>
      </legend>
      <div className="designer-text-pair">
        <TextBox
          {...props}
          language="fi"
          label={`${name} ${t(C.inFinnish)}`}
          describedBy={shared || missing.length ? noticeId : undefined}
        />
        <TextBox
          {...props}
          language="sv"
          label={`${name} ${t(C.inSwedish)}`}
          describedBy={shared || missing.length ? noticeId : undefined}
        />
      </div>
      <div id={noticeId}>
        {missing.map((language) => (
          <p key={language} className="designer-problem">
            {t(language === 'fi' ? C.missingFi : C.missingSv, { slot: name })}
          </p>
        ))}
        {shared && (
          <p className="designer-notice">
            {t(C.sharedText, {
              uses: uses.length > 0 ? uses.map((use) => `${use.form} ${use.at}`).join(', ') : code!,
            })}{' '}
            <button
              type="button"
              onClick={() =>
                change(
                  setFieldText(files, form, field.id, slot, 'fi', textOf(files, code, 'fi'), { copy: true }),
                )
              }
            >
              {t(C.copyText)}
            </button>
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** A text of the form itself (its name, its confirmation) in both languages, by its code. */
export function CodeTexts({ code, name }: { code: string; name: string }) {
  const t = useT();
  return (
    <fieldset className="designer-text-row">
      <legend>
        {name} <span className="designer-muted">{code}</span>
      </legend>
      <div className="designer-text-pair">
        <CodeBox code={code} language="fi" label={`${name} ${t(C.inFinnish)}`} />
        <CodeBox code={code} language="sv" label={`${name} ${t(C.inSwedish)}`} />
      </div>
    </fieldset>
  );
}

function CodeBox({ code, language, label }: { code: string; language: Language; label: string }) {
  const { files, change } = useDesigner();
  const stored = textOf(files, code, language);
  return (
    <LanguageBox
      language={language}
      label={label}
      stored={stored}
      invalid={stored === ''}
      onCommit={(text) => change(setText(files, code, language, text))}
    />
  );
}
