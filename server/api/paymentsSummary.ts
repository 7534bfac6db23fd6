/**
 * The payments PDF's content (payments.ts, `POST …/payment-info/pdf`) as a summary model: the
 * filters, then a table row a payment. Up to 5,000 rows are formatted, so the model is built in the
 * worker pool's thread (payments.tasks.ts), not on the request thread: this module loads there
 * and imports no routes.
 */
import type { PaymentListRequest, PaymentRow } from '../../api/contract.ts';
import { formatDateForPerson, formatEuros } from '../../engine/core/format.ts';
import type { SummaryModel, SummarySegment, SummaryValue } from '../../engine/core/summary.ts';
import { t, type Language } from '../../texts/index.ts';
import { DOCUMENT_TEXT_CODES } from '../../api/documentTexts.ts';

export const PAYMENT_TEXT_CODES = {
  /** 403: payment information is available only when acting for an organisation. */
  organisationOnly: '157501',
  title: '157520',
  filters: '157521',
  paymentDate: '157522',
  all: '157523',
  count: '157524',
  applicationCreated: '157526',
  payments: '157531',
  cut: '157529',
  none: '157530',
} as const;

function filterSegment(request: PaymentListRequest, total: number, language: Language): SummarySegment {
  const codes = PAYMENT_TEXT_CODES;
  const range = request.filters?.paymentDate;
  const dates =
    range?.from || range?.to
      ? `${range.from ? formatDateForPerson(language, range.from) : ''}–${range.to ? formatDateForPerson(language, range.to) : ''}`
      : t(language, codes.all);
  return {
    subtitle: t(language, codes.filters),
    type: 'fields',
    values: [
      { key: t(language, codes.paymentDate), value: dates, path: '/filters/paymentDate' },
      {
        key: t(language, DOCUMENT_TEXT_CODES.commitment),
        value: request.filters?.paymentCommitmentId ?? t(language, codes.all),
        path: '/filters/paymentCommitmentId',
      },
      { key: t(language, codes.count), value: String(total), path: '/totalItems' },
    ],
  };
}

/**
 * One row a payment (its date, then amount, rentee, commitment, address and application date), in
 * the list's order: a table row is far lighter to render than a segment, so thousands fit.
 */
function paymentValue(payment: PaymentRow, index: number, language: Language): SummaryValue {
  const details = [
    formatEuros(language, payment.amount),
    `${payment.renteeName} (${payment.paymentCommitmentId})`,
    payment.renteeAddress,
    `${t(language, PAYMENT_TEXT_CODES.applicationCreated)} ${formatDateForPerson(language, payment.applicationCreated)}`,
  ];
  return {
    key: formatDateForPerson(language, payment.paymentDate),
    value: details.join(' · '),
    path: `/payments/${index}`,
  };
}

function paymentsSegment(payments: PaymentRow[], language: Language): SummarySegment {
  return {
    subtitle: t(language, PAYMENT_TEXT_CODES.payments),
    type: 'fields',
    values: payments.map((payment, index) => paymentValue(payment, index, language)),
  };
}

/** A one-line segment for an empty or a cut list. */
function noteSegment(text: string): SummarySegment {
  return { subtitle: text, type: 'fields', values: [] };
}

/** The payments found by the request (at most the PDF's cap of them; `total` counts them all). */
export function paymentsSummary(
  organisation: string,
  request: PaymentListRequest,
  payments: PaymentRow[],
  total: number,
  language: Language,
): SummaryModel {
  const notes: SummarySegment[] = [];
  if (payments.length === 0) notes.push(noteSegment(t(language, PAYMENT_TEXT_CODES.none)));
  if (payments.length < total)
    notes.push(noteSegment(t(language, PAYMENT_TEXT_CODES.cut, { count: String(payments.length) })));
  return {
    title: t(language, PAYMENT_TEXT_CODES.title),
    name: organisation,
    segments: [
      filterSegment(request, total, language),
      ...notes,
      ...(payments.length > 0 ? [paymentsSegment(payments, language)] : []),
    ],
  };
}
