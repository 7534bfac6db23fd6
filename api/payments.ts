/**
 * The contract's payments area (issue 6): an organisation's payment list and its PDF, and the
 * payment-info update.
 */
import type { Language } from '../texts/index.ts';
import paymentListRequestSchema from '../schemas/api/payment-list-request.schema.json' with { type: 'json' };
import paymentListSchema from '../schemas/api/payment-list.schema.json' with { type: 'json' };
import type * as Wire from './generated/wireTypes.ts';
import { FORM_VERSION_PARAM, json, operation, type AnyOperation, type SendsForm } from './operation.ts';

// The wire types are the schemas' (api/build/wireTypes.ts, schemas/api/payment-list*.schema.json).
export type { PaymentList, PaymentListRequest } from './generated/wireTypes.ts';
/** SPEC §3 Payment list row. */
export type PaymentRow = Wire.PaymentList['payments'][number];
/** The payment-info update form's data (schemas/forms/payment-info-update.schema.json). */
export type PaymentInfoUpdateBody = Record<string, unknown> & { currentLanguageCode: Language };

export const paymentsOperations = {
  paymentInfoList: operation<Record<string, never>, Wire.PaymentListRequest, Wire.PaymentList>({
    id: 'paymentInfoList',
    method: 'POST',
    path: '/api/api/v1/yhteiso/payment-info/list',
    auth: 'session',
    summary: 'One page of the payments to the organisation the caller acts for (403 when acting as oneself)',
    params: [],
    body: json('payment-list-request', paymentListRequestSchema),
    response: json('payment-list', paymentListSchema),
  }),
  paymentInfoPdf: operation<Record<string, never>, Wire.PaymentListRequest, Blob>({
    id: 'paymentInfoPdf',
    method: 'POST',
    path: '/api/api/v1/yhteiso/payment-info/pdf',
    auth: 'session',
    summary:
      "Every payment matching the filters (not only one page) as a tagged PDF in the caller's language",
    params: [],
    body: json('payment-list-request', paymentListRequestSchema),
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  paymentInfoUpdate: operation<SendsForm<Record<string, never>>, PaymentInfoUpdateBody, undefined>({
    id: 'paymentInfoUpdate',
    method: 'POST',
    path: '/api/api/v1/yhteiso/payment-info',
    auth: 'session',
    summary:
      'Sends a payment-info update for the organisation the caller acts for (403 when acting as oneself): stored as an arrived PAYMENT_INFO_UPDATE document',
    params: [FORM_VERSION_PARAM],
    body: { kind: 'form', form: 'payment-info-update' },
    response: { kind: 'empty' },
  }),
} satisfies Record<string, AnyOperation>;
