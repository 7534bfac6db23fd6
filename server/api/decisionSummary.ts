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
import { t, type Language } from '../../texts/index.ts';
import { DOCUMENT_TEXT_CODES } from './documentTextCodes.ts';

export const DECISION_TEXT_CODES = {
  kind: '151005',
  title: '151010',
  decisionDate: '151011',
  granted: '151012',
  rejected: '151013',
  amount: '151014',
  reasons: '151015',
  parties: '151016',
  applicant: '151017',
  arrived: '151018',
  decisionMaker: '151019',
  authority: '151020',
  authorityName: '151021',
  staffTitle: '151022',
  reviewHeading: '151023',
  review: ['151024', '151025', '151026', '151027'],
  nameAndTitle: '151028',
} as const;

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
): SummaryModel {
  const codes = DECISION_TEXT_CODES;
  const text = (code: string, values?: Record<string, string>) => t(language, code, values);
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
