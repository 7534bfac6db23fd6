/**
 * Sample answers of the staff calls (issue 14) for the customer search, overview and audit list's
 * tests and stories: a person with applications in every step, a realization request undecided,
 * granted and rejected, attachment requests open and delivered; an organisation with payment files
 * in every status; the customers' documents; audit entries with every kind of outcome.
 */
import type { DocumentPageRequest, DocumentsPage, PortalDocument } from '../../../api/contract.ts';
import type {
  IntraAuditEntry,
  IntraAuditPage,
  IntraAuditRequest,
  IntraCustomer,
} from '../../../api/intra.ts';

export const PERSON_ID = '150385-924U';
export const ORGANISATION_ID = '2345671-3';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PERSON: IntraCustomer = {
  hetuOrBusinessId: PERSON_ID,
  kind: 'PERSON',
  name: 'Aino Virtanen',
  applications: [
    {
      id: uuid(1),
      arrivalDate: '2025-07-10',
      currentStep: 'ARRIVED',
      decisionDate: null,
      paymentCommitmentId: null,
      address: 'Koivukuja 3 A 5, 00100 Helsinki',
      senderName: 'Aino Virtanen',
      rentees: ['Matti Meikäläinen', 'Maija Meikäläinen'],
      attachmentCount: 0,
    },
    {
      id: uuid(2),
      arrivalDate: '2025-06-02',
      currentStep: 'INPROCESS',
      decisionDate: null,
      paymentCommitmentId: 'MS-2025-0002',
      address: 'Rantatie 8, 20100 Turku',
      senderName: 'Aino Virtanen',
      rentees: ['Erik Lindqvist'],
      attachmentCount: 2,
    },
    {
      id: uuid(3),
      arrivalDate: '2025-03-14',
      currentStep: 'DONE',
      decisionDate: '2025-04-01',
      paymentCommitmentId: 'MS-2025-0003',
      address: 'Hämeenkatu 12 B 7, 33100 Tampere',
      senderName: 'Aino Virtanen',
      rentees: ['Liisa Korhonen'],
      attachmentCount: 1,
    },
    {
      id: uuid(4),
      arrivalDate: '2025-01-20',
      currentStep: 'REJECTED',
      decisionDate: '2025-02-05',
      paymentCommitmentId: null,
      address: 'Kauppakatu 1, 40100 Jyväskylä',
      senderName: 'Aino Virtanen',
      rentees: [],
      attachmentCount: 0,
    },
  ],
  realizationRequests: [
    {
      id: uuid(11),
      arrivalDate: '2025-07-01',
      paymentCommitmentId: 'MS-2025-0003',
      renteeName: 'Liisa Korhonen',
      address: 'Hämeenkatu 12 B 7, 33100 Tampere',
      amountClaimed: 1234.5,
      amountGranted: null,
      decisionDate: null,
    },
    {
      id: uuid(12),
      arrivalDate: '2025-05-02',
      paymentCommitmentId: 'MS-2024-0191',
      renteeName: 'Pekka Nieminen',
      address: 'Puistokatu 4, 90100 Oulu',
      amountClaimed: 900,
      amountGranted: 750,
      decisionDate: '2025-05-20',
    },
    {
      id: uuid(13),
      arrivalDate: '2025-04-11',
      paymentCommitmentId: null,
      renteeName: null,
      address: null,
      amountClaimed: null,
      amountGranted: 0,
      decisionDate: '2025-04-30',
    },
  ],
  attachmentRequests: [
    {
      id: 7,
      applicationId: uuid(2),
      created: '2025-06-10',
      dueDate: '2025-07-31',
      delivered: false,
      items: [
        { attachmentCode: 'VUOKRASOPIMUS', optional: false, uploads: 1 },
        { attachmentCode: 'TILIOTE', optional: true, uploads: 0 },
      ],
    },
    {
      id: 5,
      applicationId: uuid(3),
      created: '2025-03-20',
      dueDate: '2025-04-10',
      delivered: true,
      items: [{ attachmentCode: 'IRTISANOMISILMOITUS', optional: false, uploads: 2 }],
    },
  ],
  paymentFiles: [],
};

export const ORGANISATION: IntraCustomer = {
  hetuOrBusinessId: ORGANISATION_ID,
  kind: 'ORGANISATION',
  name: 'Vuokratalot Mäkinen Oy',
  applications: [
    {
      id: uuid(21),
      arrivalDate: '2025-07-03',
      currentStep: 'INPROCESS',
      decisionDate: null,
      paymentCommitmentId: 'MS-2025-0021',
      address: 'Satamakatu 5, 48100 Kotka',
      senderName: 'Sari Mäkinen',
      rentees: ['Johanna Berg'],
      attachmentCount: 0,
    },
  ],
  realizationRequests: [],
  attachmentRequests: [],
  paymentFiles: [
    {
      id: '3',
      fileId: null,
      fileName: 'maksut-heinakuu.csv',
      created: '2025-07-12',
      status: 'REJECTED',
      rowCount: 131,
    },
    {
      id: '2',
      fileId: '2025-2345671-3-0007',
      fileName: 'maksut-kesakuu.csv',
      created: '2025-06-20',
      status: 'ACCEPTED',
      rowCount: 124,
    },
    {
      id: '1',
      fileId: '2025-2345671-3-0006',
      fileName: 'maksut-toukokuu.csv',
      created: '2025-05-18',
      status: 'COMPLETED',
      rowCount: 122,
    },
  ],
};

/** A customer with nothing yet. */
export const EMPTY_PERSON: IntraCustomer = {
  hetuOrBusinessId: '010594Y9032',
  kind: 'PERSON',
  name: 'Ville Uusi',
  applications: [],
  realizationRequests: [],
  attachmentRequests: [],
  paymentFiles: [],
};

/** Today of the tests and stories: the documents' default range ends here. */
export const FIXTURE_TODAY = '2025-07-15';

export const SENT_DOCUMENTS: PortalDocument[] = [
  {
    id: uuid(31),
    created: '2025-07-11',
    type: 'ADDITIONAL_INFORMATION_REQUEST',
    paymentCommitmentId: 'MS-2025-0002',
    address: 'Rantatie 8, 20100 Turku',
    renterName: 'Aino Virtanen',
    renterId: null,
    renteeName: null,
    renteeId: null,
    status: null,
    rentees: ['Erik Lindqvist'],
    isNew: true,
    documents: [],
    paymentCommitmentOrHetu: null,
    customerHenro: null,
  },
  {
    id: uuid(32),
    created: '2025-04-01',
    type: 'RENTALDEPOSIT_APPLICATION_DECISION',
    paymentCommitmentId: 'MS-2025-0003',
    address: 'Hämeenkatu 12 B 7, 33100 Tampere',
    renterName: 'Aino Virtanen',
    renterId: null,
    renteeName: null,
    renteeId: null,
    status: 'ACCEPTED',
    rentees: ['Liisa Korhonen'],
    isNew: false,
    documents: [],
    paymentCommitmentOrHetu: null,
    customerHenro: null,
    formVersion: 2,
  },
];

export const ARRIVED_DOCUMENTS: PortalDocument[] = [
  {
    ...SENT_DOCUMENTS[1]!,
    id: uuid(41),
    created: '2025-07-10',
    type: 'RENTALDEPOSIT_APPLICATION',
    status: null,
    address: 'Koivukuja 3 A 5, 00100 Helsinki',
    rentees: ['Matti Meikäläinen', 'Maija Meikäläinen'],
  },
];

/** A page of `documents` as the server pages them (no filtering: the fixtures are in range). */
export function documentsPage(documents: PortalDocument[], request: DocumentPageRequest): DocumentsPage {
  const start = (request.current - 1) * request.size;
  return { totalItems: documents.length, documents: documents.slice(start, start + request.size) };
}

const OPERATIONS = [
  'intraCustomer',
  'intraProcessApplication',
  'intraDeleteApplication',
  'intraDocumentDownload',
  'intraCompletePaymentFile',
  'intraDecideApplication',
  'intraAudit',
] as const;

/** `count` audit entries, newest first, one a minute back from 15.7.2025 14.03.04 Helsinki time. */
export function auditEntries(count: number): IntraAuditEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const operation = OPERATIONS[index % OPERATIONS.length]!;
    const laura = index % 3 !== 2;
    return {
      id: String(1000 - index),
      created: new Date(Date.UTC(2025, 6, 15, 11, 3, 4) - index * 60_000).toISOString(),
      staffHenro: laura ? '900000101' : '900000102',
      staffName: laura ? 'Laura Nieminen' : 'Karin Holmström',
      operation,
      customer: operation === 'intraAudit' ? null : index % 2 ? ORGANISATION_ID : PERSON_ID,
      target: operation === 'intraCustomer' || operation === 'intraAudit' ? null : uuid(index + 1),
      reason: operation === 'intraDeleteApplication' ? 'Hakemus lähetettiin kahteen kertaan.' : null,
      outcome: index === 3 ? 404 : index === 5 ? 409 : index === 8 ? null : 200,
    };
  });
}

/** The server's audit list: filtered by customer and staff, paged. */
export function auditPage(entries: IntraAuditEntry[], request: IntraAuditRequest): IntraAuditPage {
  const { customer, staff } = request.filters ?? {};
  const matching = entries
    .filter((entry) => !customer || entry.customer === customer.toUpperCase())
    .filter((entry) => !staff || entry.staffHenro === staff);
  const start = (request.current - 1) * request.size;
  return {
    totalItems: matching.length,
    totalPages: Math.ceil(matching.length / request.size),
    entries: matching.slice(start, start + request.size),
  };
}
