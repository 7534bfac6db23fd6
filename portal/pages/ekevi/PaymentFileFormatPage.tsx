/**
 * `/maksutiedoston-kuvaus`: the bulk payment file's format (issue 13) for the organisations' IT
 * people, in the user's language. Documentation only: readable when acting as oneself too, and no
 * call is made.
 *
 * Everything that the file's definition holds is read from it, so that the page cannot drift from
 * the check the server runs (engine/core/rowFile.ts over `schemas/files/payment-file.*.json`): the
 * header and the separator from the UI schema (`rowFileLayout`), the columns in its `ui:order` with
 * their `ui:title` labels, whether a column is mandatory from the row schema's `required`, and the
 * example from `schemas/files/examples/payment-file/valid-example.csv` (the file `schemas:check`
 * runs through the same check), shown and offered as a download. The size limit is the runtime
 * configuration's `uploadMaxBytes`. Each column's rule is a text of its own (FORMAT_RULE_CODES).
 */
import { Link } from '../../routing/Link.tsx';
import { MAX_LISTED_ERRORS, rowFileHeader, rowFileLayout } from '../../../engine/core/rowFile.ts';
import type { UiSchema } from '../../../engine/core/types.ts';
import schema from '../../../schemas/files/payment-file.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/files/payment-file.ui.json' with { type: 'json' };
// A file of its own in the build (not inlined as a data: URL), so that the link downloads it.
import exampleUrl from '../../../schemas/files/examples/payment-file/valid-example.csv?url&no-inline';
import exampleText from '../../../schemas/files/examples/payment-file/valid-example.csv?raw';
import { formatNumber, t } from '../../../texts/index.ts';
import { formatMegabytes } from '../../../engine/core/format.ts';
import { PATHS } from '../../guards/paths.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import { FORMAT_CODES as CODES, FORMAT_RULE_CODES } from './codes.ts';
import '../shared/stackedTable.css';
import './ekevi-format.css';

const LAYOUT = rowFileLayout(uiSchema as UiSchema);
/** The file's first line, exactly. */
export const PAYMENT_FILE_HEADER = rowFileHeader(LAYOUT);
const REQUIRED: ReadonlySet<string> = new Set(schema.required);

export interface FormatColumn {
  /** The column's name in the header. */
  name: string;
  /** The label's text code (the column's `ui:title`). */
  labelCode: string;
  required: boolean;
  /** The rule's text code, or null for a column the page has no text for yet. */
  ruleCode: string | null;
}

/** The columns in the header's order. */
export const FORMAT_COLUMNS: readonly FormatColumn[] = LAYOUT.columns.map((name) => {
  const columnUi = (uiSchema as UiSchema)[name] as UiSchema | undefined;
  return {
    name,
    labelCode: String(columnUi?.['ui:title'] ?? ''),
    required: REQUIRED.has(name),
    ruleCode: FORMAT_RULE_CODES[name] ?? null,
  };
});

/** How many lines of the example file the page shows (the header and the first rows). */
export const EXAMPLE_LINE_COUNT = 4;
export const EXAMPLE_LINES = exampleText
  .replace(/^\uFEFF/, '')
  .split(/\r?\n/)
  .filter((line) => line !== '')
  .slice(0, EXAMPLE_LINE_COUNT)
  .join('\n');
export { exampleUrl as EXAMPLE_URL };

export default function PaymentFileFormatPage() {
  const { language, config } = useShell();
  const title = t(language, CODES.title);
  usePageTitle(title);

  const answers: readonly [string, string][] = [
    [t(language, CODES.acceptedTerm), t(language, CODES.accepted)],
    [t(language, CODES.doubleTerm), t(language, CODES.double)],
    [
      t(language, CODES.errorsTerm),
      t(language, CODES.errors, { max: formatNumber(language, MAX_LISTED_ERRORS) }),
    ],
    [t(language, CODES.internalTerm), t(language, CODES.internal)],
  ];

  return (
    <div className="ekevi-format">
      <h1>{title}</h1>
      <p>{t(language, CODES.intro)}</p>

      <section aria-labelledby="ekevi-format-file">
        <h2 id="ekevi-format-file">{t(language, CODES.fileHeading)}</h2>
        <ul>
          <li>{t(language, CODES.encoding)}</li>
          <li>{t(language, CODES.lineEnds)}</li>
          <li>{t(language, CODES.separator, { separator: LAYOUT.separator })}</li>
          <li>
            {t(language, CODES.header)}
            <pre className="ekevi-format__code ekevi-format__header">
              <code>{PAYMENT_FILE_HEADER}</code>
            </pre>
          </li>
          <li>{t(language, CODES.rows)}</li>
          <li>{t(language, CODES.sizeLimit, { limit: formatMegabytes(language, config.uploadMaxBytes) })}</li>
        </ul>
      </section>

      <section aria-labelledby="ekevi-format-columns">
        <h2 id="ekevi-format-columns">{t(language, CODES.columnsHeading)}</h2>
        <div className="ekevi-format__table-wrap">
          <table className="ekevi-format__table stacked-table">
            <caption className="visually-hidden">{t(language, CODES.columnsCaption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(language, CODES.columnName)}</th>
                <th scope="col">{t(language, CODES.columnLabel)}</th>
                <th scope="col">{t(language, CODES.columnRequired)}</th>
                <th scope="col">{t(language, CODES.columnRule)}</th>
              </tr>
            </thead>
            <tbody>
              {FORMAT_COLUMNS.map((column) => (
                <tr key={column.name}>
                  <th scope="row" data-label={t(language, CODES.columnName)}>
                    <code>{column.name}</code>
                  </th>
                  <td data-label={t(language, CODES.columnLabel)}>{t(language, column.labelCode)}</td>
                  <td data-label={t(language, CODES.columnRequired)}>
                    {t(language, column.required ? CODES.yes : CODES.no)}
                  </td>
                  <td data-label={t(language, CODES.columnRule)}>
                    {column.ruleCode === null ? '' : t(language, column.ruleCode)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="ekevi-format-example">
        <h2 id="ekevi-format-example">{t(language, CODES.examplesHeading)}</h2>
        <p>{t(language, CODES.exampleIntro)}</p>
        <pre className="ekevi-format__code ekevi-format__example">
          <code>{EXAMPLE_LINES}</code>
        </pre>
        <p>
          <a href={exampleUrl} download={t(language, CODES.exampleFileName)} type="text/csv">
            {t(language, CODES.exampleDownload)}
          </a>
        </p>
      </section>

      <section aria-labelledby="ekevi-format-answers">
        <h2 id="ekevi-format-answers">{t(language, CODES.answersHeading)}</h2>
        <p>{t(language, CODES.answersIntro)}</p>
        <dl className="ekevi-format__answers">
          {answers.map(([term, description]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
      </section>

      <p className="ekevi-format__back">
        <Link to={PATHS.ekeviSend}>{t(language, CODES.backToSend)}</Link>
      </p>
    </div>
  );
}
