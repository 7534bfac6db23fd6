/**
 * The result of a sent payment file (SPEC §3 send result, §4 return codes, §8 'Validation error',
 * 'Double file', 'Internal error'): accepted with its file id; the same file delivered before; an
 * internal error with 'try again'; or every validation error as a table of row, payment number,
 * column and the message in the chosen language (the server words each in Finnish and Swedish).
 */
import type { Ref } from 'react';
import type { EkeviFileError } from '../../../api/contract.ts';
import { t, type Language } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import { Link } from '../../routing/Link.tsx';
import { SEND_FILE_CODES as CODES } from './codes.ts';
import type { SentFile } from './sendFileStore.ts';
import { TableScroll } from '../shared/TableScroll.tsx';

const messageIn = (error: EkeviFileError, language: Language) =>
  language === 'sv' ? error.errorMessageSwedish : error.errorMessageFinnish;

function ErrorTable({ errors, language }: { errors: readonly EkeviFileError[]; language: Language }) {
  return (
    <TableScroll label={t(language, CODES.errorsCaption)}>
      <table className="ekevi-table stacked-table">
        <caption className="visually-hidden">{t(language, CODES.errorsCaption)}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t(language, CODES.row)}
            </th>
            <th scope="col">{t(language, CODES.paymentNumber)}</th>
            <th scope="col">{t(language, CODES.column)}</th>
            <th scope="col">{t(language, CODES.message)}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error, index) => (
            <tr key={index}>
              <td data-label={t(language, CODES.row)} className="num">
                {error.rowNumber ?? '–'}
              </td>
              <td data-label={t(language, CODES.paymentNumber)}>{error.paymentNumber ?? '–'}</td>
              <td data-label={t(language, CODES.column)}>{error.fieldCode ?? '–'}</td>
              <td className="ekevi-table__free-text" data-label={t(language, CODES.message)}>
                {messageIn(error, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function SendResultView({
  language,
  sent,
  headingRef,
  onRetry,
}: {
  language: Language;
  sent: SentFile;
  headingRef: Ref<HTMLHeadingElement>;
  /** Sends the same file again (an internal error, a failed request); null when not offered. */
  onRetry: (() => void) | null;
}) {
  const { result } = sent;
  const code = result?.returnCode;
  const tone = code === 0 ? 'success' : code === 2 ? 'warning' : 'danger';
  const heading = result === null ? CODES.resultFailed : CODES.resultHeading[result.returnCode];
  return (
    <section
      className={`ekevi-result portal-alert portal-alert--${tone}`}
      aria-labelledby="ekevi-result-heading"
    >
      <h2 id="ekevi-result-heading" ref={headingRef} tabIndex={-1}>
        {t(language, heading)}
      </h2>
      <p>{t(language, CODES.resultFile, { name: sent.fileName })}</p>
      {result === null && <p>{t(language, CODES.sendFailed)}</p>}
      {code === 0 && (
        <>
          <p>{t(language, CODES.accepted, { fileId: result!.fileId ?? '', count: result!.rowCount })}</p>
          <p>
            <Link to={PATHS.ekeviDelivered}>{t(language, LAYOUT_CODES.ekeviDelivered)}</Link>
          </p>
        </>
      )}
      {(code === 2 || code === 9) && result!.errors[0] && <p>{messageIn(result!.errors[0], language)}</p>}
      {code === 1 && (
        <>
          <p>{t(language, CODES.errorCount, { count: result!.errorCount })}</p>
          {result!.errorCount > result!.errors.length && (
            <p>{t(language, CODES.errorsCut, { shown: result!.errors.length })}</p>
          )}
          <p>{t(language, CODES.lineNumbers)}</p>
          <ErrorTable errors={result!.errors} language={language} />
          <p>{t(language, CODES.fixAndResend)}</p>
        </>
      )}
      {onRetry && (
        <p>
          <button type="button" className="ef-button ef-button--primary" onClick={onRetry}>
            {t(language, CODES.retry)}
          </button>
        </p>
      )}
    </section>
  );
}
