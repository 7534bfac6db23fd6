/** Every form of schemas/forms: its Finnish (or Swedish) title, status and last change. */
import { formFile, formsOf, json, registerOf } from '../model/workspace.ts';
import { C } from './codes.ts';
import { useDesigner } from './store.ts';
import { useT } from './useTexts.ts';

interface Manifest {
  status?: string;
  title?: string;
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
      <h1 id="forms-heading">{t(C.forms)}</h1>
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
    </section>
  );
}
