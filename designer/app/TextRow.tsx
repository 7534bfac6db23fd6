/**
 * One text of a field in both languages side by side. It is written when the box loses focus (one
 * undo step per change, not per key). A code that other forms or fields use says where, in words
 * (the form's title, the field's label), and offers the field a text of its own; changing a text
 * that another form shows, or the service's common one, asks first (issue 47): only here (the
 * field gets its own text, which has the focus), there too, or not at all.
 */
import { useId, useRef, useState } from 'react';
import type { Translate } from '../../texts/index.ts';
import { setFieldText, slotPath, type TextSlot } from '../model/operations.ts';
import { isFormText, setText, textOf, usesInWords, type Language, type UseInWords } from '../model/texts.ts';
import type { FieldNode } from '../model/outline.ts';
import { C, SLOT_HINTS } from './codes.ts';
import { ask } from './ConfirmDialog.tsx';
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
  code,
  language,
  label,
  describedBy,
  onCommit,
}: {
  code: string | undefined;
  language: Language;
  label: string;
  describedBy?: string;
  onCommit: (language: Language, text: string) => void;
}) {
  const { files } = useDesigner();
  const stored = textOf(files, code, language);
  return (
    <LanguageBox
      language={language}
      label={label}
      stored={stored}
      invalid={code !== undefined && stored === ''}
      {...(describedBy ? { describedBy } : {})}
      onCommit={(text) => onCommit(language, text)}
    />
  );
}

/** Where else a text shows, as an author reads it: "lomake X, kenttä Y", "tämän lomakkeen kenttä Y". */
function placesInWords(places: UseInWords[], form: string, t: Translate, language: Language): string[] {
  return places.map((use) =>
    use.form === form && use.field
      ? t(C.useThisForm, { field: use.field[language] })
      : use.field
        ? t(C.useFormField, { form: use.formTitle[language], field: use.field[language] })
        : t(C.useForm, { form: use.formTitle[language] }),
  );
}

export function TextRow(props: TextRowProps) {
  const t = useT();
  const { files, change, language: uiLanguage } = useDesigner();
  const noticeId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<{ language: Language; text: string } | null>(null);
  const { form, field, slot, code, name } = props;
  const own = `/${slotPath(field, slot).join('/')}`;
  const elsewhere = code
    ? usesInWords(files, code).filter((use) => !(use.form === form && use.at === own))
    : [];
  const otherForms = elsewhere.filter((use) => use.form !== form);
  const common = code !== undefined && !isFormText(files, code);
  // The service's common text is said as such when no other form names it.
  const commonWords = common && otherForms.length === 0 ? [t(C.useCommon)] : [];
  const places = [...placesInWords(elsewhere, form, t, uiLanguage), ...commonWords];
  const shared = places.length > 0;
  const asks = otherForms.length > 0 || common;
  const otherPlaces = [...placesInWords(otherForms, form, t, uiLanguage), ...commonWords].join(', ');
  const missing = (['fi', 'sv'] as const).filter(
    (language) => code !== undefined && textOf(files, code, language) === '',
  );
  const hint = SLOT_HINTS[slot.key];
  const describedBy =
    [hint ? `${noticeId}-hint` : '', shared || missing.length ? noticeId : ''].filter(Boolean).join(' ') ||
    undefined;
  /** A changed text: at once when only this form shows it, else after the author's choice. */
  const commit = (language: Language, text: string) => {
    if (!asks) return change(setFieldText(files, form, field.id, slot, language, text));
    setPending({ language, text });
    // The choice that changes no other form has the focus.
    ask(dialog.current);
  };
  const decide = (choice: 'here' | 'everywhere' | 'cancel') => {
    dialog.current?.close();
    const asked = pending;
    setPending(null);
    if (!asked || choice === 'cancel') return void useDesigner.getState().announce(t(C.textNotChanged));
    if (choice === 'here')
      change(
        setFieldText(files, form, field.id, slot, asked.language, asked.text, { copy: true }),
        t(C.textMadeOwn),
      );
    else
      change(
        setFieldText(files, form, field.id, slot, asked.language, asked.text),
        t(C.textChangedThereToo, { uses: otherPlaces }),
      );
  };
  return (
    <fieldset className="designer-text-row">
      <legend>
        {name} <span className="designer-muted">{code ?? ''}</span>
      </legend>
      {hint && (
        <p className="designer-muted" id={`${noticeId}-hint`}>
          {t(hint)}
        </p>
      )}
      <div className="designer-text-pair">
        <TextBox
          code={code}
          language="fi"
          label={`${name} ${t(C.inFinnish)}`}
          describedBy={describedBy}
          onCommit={commit}
        />
        <TextBox
          code={code}
          language="sv"
          label={`${name} ${t(C.inSwedish)}`}
          describedBy={describedBy}
          onCommit={commit}
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
            {t(C.sharedText, { uses: places.join(', ') })}{' '}
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
      <dialog
        ref={dialog}
        aria-labelledby={`${noticeId}-question`}
        className="designer-dialog"
        onCancel={() => decide('cancel')}
      >
        <p id={`${noticeId}-question`}>{t(C.sharedQuestion, { uses: otherPlaces })}</p>
        <div className="designer-actions">
          <button type="button" data-safe="" onClick={() => decide('here')}>
            {t(C.changeHereOnly)}
          </button>
          <button type="button" onClick={() => decide('everywhere')}>
            {t(C.changeThereToo)}
          </button>
          <button type="button" onClick={() => decide('cancel')}>
            {t(C.cancel)}
          </button>
        </div>
      </dialog>
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
