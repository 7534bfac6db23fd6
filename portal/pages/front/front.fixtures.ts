/**
 * The front page's example data, shared by its tests (FrontPage.test.tsx) and its Storybook stories
 * (front.stories.tsx): an application in each step of SPEC §4 and two saved realization requests.
 */
import type { ApplicationStatus, SavedState } from '../../../api/contract.ts';

/** A saved realization request (SPEC §3 saved request) made at `created`. */
export function savedRequest(id: string, created: string): SavedState {
  return {
    id,
    type: 'REALIZATION_REQUEST',
    data: {},
    created,
    updated: created,
    userId: '900000001',
    version: 1,
  };
}

export const FIRST_SAVED = savedRequest('11111111-1111-4111-8111-111111111111', '2025-03-01T10:00:00.000Z');
export const SECOND_SAVED = savedRequest('22222222-2222-4222-8222-222222222222', '2025-04-10T09:00:00.000Z');

/** What an application has before a decision, a commitment, a request or new documents. */
export const NOTHING_YET = {
  paymentCommitmentAmount: null,
  decision: null,
  attachmentRequestDueDate: null,
  newDocuments: 0,
} as const;

/** One application in each step: arrived, in process (with an attachment request), done, rejected. */
export const APPLICATIONS: ApplicationStatus[] = [
  {
    ...NOTHING_YET,
    id: 'a1',
    paymentCommitmentId: 'MS-2025-0042',
    renterAddress: 'Koivukuja 3 A 5, 00100 Helsinki',
    arrivalDate: '2025-02-03',
    currentStep: 'ARRIVED',
  },
  {
    ...NOTHING_YET,
    id: 'a2',
    paymentCommitmentId: null,
    renterAddress: 'Björkvägen 7, 65100 Vasa',
    arrivalDate: '2025-01-15',
    currentStep: 'INPROCESS',
    attachmentRequestDueDate: '2025-02-28',
    newDocuments: 1,
  },
  {
    ...NOTHING_YET,
    id: 'a3',
    paymentCommitmentId: '60000001',
    paymentCommitmentAmount: 1450,
    renterAddress: 'Pihlajatie 1, 33100 Tampere',
    arrivalDate: '2024-11-30',
    currentStep: 'DONE',
    decision: { documentId: 'd3', date: '2024-12-20', isNew: true },
    newDocuments: 1,
  },
  {
    ...NOTHING_YET,
    id: 'a4',
    paymentCommitmentId: null,
    renterAddress: 'Rantatie 9, 20100 Turku',
    arrivalDate: '2024-10-01',
    currentStep: 'REJECTED',
    decision: { documentId: 'd4', date: '2024-10-20', isNew: false },
  },
];
