/**
 * The PDF model of an application's decision (issue 31): an administrative decision as hallintolaki
 * 434/2003 §§ 44–47 and 49 e ask, in the reader's language: the authority, the date of the
 * decision, the parties, what was decided and why, the guarantee's amount and payment commitment
 * when granted, who decided (name and title), and the instructions for requesting a review (to
 * whom, within what time, how). What the document's payload lacks (decisions recorded before
 * issue 31 named no decision-maker) is left out, never invented.
 */
import type { PortalDocument } from '../../api/contract.ts';
import { formatDateForPerson, formatEuros } from '../../engine/core/format.ts';
import type { SummaryModel, SummarySegment } from '../../engine/core/summary.ts';
import { translatorFor, type Language, type Translate } from '../../texts/index.ts';
import { DECISION_TEXT_CODES, DOCUMENT_TEXT_CODES } from '../../api/documentTexts.ts';

type Row = [key: string, path: string, value: string | null | undefined];

function segment(subtitle: string, rows: Row[]): SummarySegment {
  return {
    subtitle,
    type: 'fields',
    values: rows
      .filter((row): row is [string, string, string] => typeof row[2] === 'string' && row[2] !== '')
      .map(([key, path, value]) => ({ key, value, path })),
  };
}

const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function applicationDecisionSummary(
  document: PortalDocument,
  language: Language,
  payload: Record<string, unknown>,
  /** The translator of the decision form's version it was made with (documents.ts), or the register's. */
  text: Translate = translatorFor(language),
): SummaryModel {
  const codes = DECISION_TEXT_CODES;
  const date = (value: string | null) => (value ? formatDateForPerson(language, value) : null);
  const granted = document.status === 'ACCEPTED';
  const amount = typeof payload['amountGranted'] === 'number' ? payload['amountGranted'] : null;
  const maker = stringOf(payload['decisionMaker']);
  const applicant = [document.renterName, document.renterId && `(${document.renterId})`]
    .filter(Boolean)
    .join(' ');
  return {
    kind: text(codes.kind),
    title: text(codes.title),
    name: document.renterName ?? '',
    segments: [
      segment(text(codes.kind), [
        [
          text(codes.decisionDate),
          '/decisionDate',
          date(stringOf(payload['decisionDate']) ?? document.created),
        ],
        [text(codes.kind), '/decision', text(granted ? codes.granted : codes.rejected)],
        [
          text(codes.amount),
          '/amountGranted',
          granted && amount !== null ? formatEuros(language, amount) : null,
        ],
        [text(DOCUMENT_TEXT_CODES.commitment), '/paymentCommitmentId', document.paymentCommitmentId],
        [text(codes.reasons), '/justification', stringOf(payload['justification'])],
      ]),
      segment(text(codes.parties), [
        [text(codes.applicant), '/renter', applicant],
        [text(DOCUMENT_TEXT_CODES.rentees), '/rentees', document.rentees.join(', ')],
        [text(DOCUMENT_TEXT_CODES.address), '/address', document.address],
        [text(codes.arrived), '/arrivalDate', date(stringOf(payload['arrivalDate']))],
      ]),
      segment(text(codes.decisionMaker), [
        [text(codes.authority), '/authority', text(codes.authorityName)],
        [
          text(codes.decisionMaker),
          '/decisionMaker',
          maker && text(codes.nameAndTitle, { name: maker, title: text(codes.staffTitle) }),
        ],
      ]),
      {
        subtitle: text(codes.reviewHeading),
        type: 'text',
        values: codes.review.map((code, index) => ({ key: '', value: text(code), path: `/review/${index}` })),
      },
    ],
  };
}
