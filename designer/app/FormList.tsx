/** Every form of schemas/forms: its Finnish (or Swedish) title, status and last change. */
import { useId, useState } from 'react';
import { createForm, formNameFrom } from '../model/newForm.ts';
import { formFile, formsOf, json, registerOf } from '../model/workspace.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { t as translate } from '../../texts/index.ts';
import { useT } from './useTexts.ts';

interface Manifest {
  status?: string;
  title?: string;
}

/** A new form from blank or from an existing one, named in both languages. */
function NewForm({ forms }: { forms: { form: string; title: string }[] }) {
  const t = useT();
  const { files, change, open } = useDesigner();
  const id = useId();
  const [fi, setFi] = useState('');
  const [sv, setSv] = useState('');
  const [base, setBase] = useState('');
  const [kind, setKind] = useState<'notice' | 'application'>('notice');
  const [error, setError] = useState(false);
  const create = () => {
    if (!fi.trim() || !sv.trim()) {
      setError(true);
      document.getElementById(`${id}-${fi.trim() ? 'sv' : 'fi'}`)?.focus();
      return;
    }
    // A blank form's confirmation texts start from the designer's own, in both languages.
    const starter = (code: string) => ({ fi: translate('fi', code), sv: translate('sv', code) });
    const created = createForm(files, {
      title: { fi: fi.trim(), sv: sv.trim() },
      ...(base ? { from: base } : {}),
      starterTexts: {
        confirmed: starter(C.starterConfirmed),
        sentTitle: starter(C.starterSentTitle),
        sentBody: starter(kind === 'notice' ? C.starterSentBodyNotice : C.starterSentBody),
      },
    });
    // A name taken (`kokeilu`) gives the next free one (`kokeilu-2`): the author hears the address.
    const wanted = formNameFrom(fi.trim(), []);
    change(
      created.files,
      [
        t(C.formCreated, { title: fi.trim() }),
        ...(created.form !== wanted ? [t(C.formPathTaken, { name: created.form, taken: wanted })] : []),
      ].join(' '),
    );
    open(created.form);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="designer-panel">
      <h2 id={`${id}-heading`}>{t(C.newForm)}</h2>
      <div className="designer-text-pair">
        <div className="designer-text-box">
          <label htmlFor={`${id}-fi`}>{t(C.newFormFi)}</label>
          <input
            id={`${id}-fi`}
            lang="fi"
            value={fi}
            aria-invalid={(error && !fi.trim()) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setFi(event.target.value)}
          />
        </div>
        <div className="designer-text-box">
          <label htmlFor={`${id}-sv`}>{t(C.newFormSv)}</label>
          <input
            id={`${id}-sv`}
            lang="sv"
            value={sv}
            aria-invalid={(error && !sv.trim()) || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setSv(event.target.value)}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="designer-problem">
          {t(C.newFormNamesNeeded)}
        </p>
      )}
      <div className="designer-rule">
        <label htmlFor={`${id}-base`}>{t(C.newFormBase)}</label>
        <select id={`${id}-base`} value={base} onChange={(event) => setBase(event.target.value)}>
          <option value="">{t(C.emptyForm)}</option>
          {forms.map(({ form, title }) => (
            <option key={form} value={form}>
              {title}
            </option>
          ))}
        </select>
      </div>
      {base === '' && (
        <fieldset aria-describedby={`${id}-kind-hint`}>
          <legend>{t(C.formKind)}</legend>
          {(
            [
              ['notice', C.formKindNotice],
              ['application', C.formKindApplication],
            ] as const
          ).map(([value, code]) => (
            <label key={value} className="designer-check">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === value}
                onChange={() => setKind(value)}
              />{' '}
              {t(code)}
            </label>
          ))}
          <p id={`${id}-kind-hint`} className="designer-muted">
            {t(C.formKindHint)}
          </p>
        </fieldset>
      )}
      <div className="designer-actions">
        <button type="button" onClick={create}>
          {t(C.createForm)}
        </button>
      </div>
    </section>
  );
}

export function FormList() {
  const t = useT();
  const { files, modified, language, open } = useDesigner();
  const register = registerOf(files, language);
  const forms = formsOf(files).map((form) => {
    const manifest = files[formFile.manifest(form)] ? json<Manifest>(files, formFile.manifest(form)) : {};
    const changed = [formFile.schema(form), formFile.ui(form), formFile.manifest(form)]
      .map((path) => modified[path] ?? '')
      .sort()
      .at(-1);
    return { form, manifest, title: (manifest.title && register[manifest.title]) || form, changed };
  });
  const dateFormat = new Intl.DateTimeFormat(language === 'fi' ? 'fi-FI' : 'sv-FI', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <section aria-labelledby="forms-heading">
      <h1 id="forms-heading" tabIndex={-1}>
        {t(C.forms)}
      </h1>
      <table className="designer-table">
        <thead>
          <tr>
            <th scope="col">{t(C.form)}</th>
            <th scope="col">{t(C.status)}</th>
            <th scope="col">{t(C.modified)}</th>
          </tr>
        </thead>
        <tbody>
          {forms.map(({ form, manifest, title, changed }) => (
            <tr key={form}>
              <th scope="row">
                <button type="button" className="designer-link" onClick={() => open(form)}>
                  {title}
                </button>
                <span className="designer-muted"> {form}</span>
              </th>
              <td>{t(manifest.status === 'published' ? C.published : C.draft)}</td>
              <td>{changed ? dateFormat.format(new Date(changed)) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <NewForm forms={forms} />
    </section>
  );
}
