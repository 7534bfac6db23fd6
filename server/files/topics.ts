/**
 * The topics a general document is sent under (SPEC §3 Document type tree; GET /v1/ekulta/topics).
 * A small static tree: a topic, and under it the sub-topics the user picks one (or, when
 * `childIsMultiselect`, several) of. `trCode` is the text code of the topic's name (fi and sv in
 * texts/), `docType` the kind of document the agency files it as. Ids are stored with each upload
 * (general_uploads.topic_ids), so an id never changes once used; retire one instead.
 */
import type { DocumentTopic } from '../../api/contract.ts';

export const TOPIC_TEXT_CODES = {
  deposit: '157100',
  leaseAgreement: '157101',
  termination: '157102',
  paymentReceipt: '157103',
  bankStatement: '157104',
  otherAttachment: '157105',
  realization: '157110',
  invoices: '157111',
  damagePhotos: '157112',
  inspectionReport: '157113',
  paymentInfo: '157120',
  accountNumber: '157121',
  referenceNumber: '157122',
  generalContact: '157130',
} as const;

function leaf(id: string, trCode: string, docType = 'ATTACHMENT'): DocumentTopic {
  return { id, trCode, docType, isApplication: false, child: null, childIsMultiselect: false };
}

const C = TOPIC_TEXT_CODES;

export const TOPICS: readonly DocumentTopic[] = [
  {
    id: 'vuokravakuus',
    trCode: C.deposit,
    docType: 'RENTALDEPOSIT_APPLICATION',
    isApplication: true,
    childIsMultiselect: true,
    child: [
      leaf('vuokrasopimus', C.leaseAgreement),
      leaf('irtisanominen', C.termination),
      leaf('maksutosite', C.paymentReceipt),
      leaf('tiliote', C.bankStatement),
      leaf('muu-liite', C.otherAttachment),
    ],
  },
  {
    id: 'realisointi',
    trCode: C.realization,
    docType: 'REALIZATION_REQUEST',
    isApplication: true,
    childIsMultiselect: true,
    child: [
      leaf('laskut', C.invoices),
      leaf('valokuvat', C.damagePhotos),
      leaf('tarkastuspoytakirja', C.inspectionReport),
      leaf('realisointi-muu-liite', C.otherAttachment),
    ],
  },
  {
    id: 'maksutiedot',
    trCode: C.paymentInfo,
    docType: 'PAYMENT_INFO_UPDATE',
    isApplication: false,
    childIsMultiselect: false,
    child: [
      leaf('tilinumero', C.accountNumber, 'PAYMENT_INFO_UPDATE'),
      leaf('viitenumero', C.referenceNumber, 'PAYMENT_INFO_UPDATE'),
    ],
  },
  leaf('yleinen-yhteydenotto', C.generalContact),
];

export function findTopic(id: string): DocumentTopic | undefined {
  return TOPICS.find((topic) => topic.id === id);
}

/**
 * The topic of a chosen `topicId` list (SPEC §3 General attachment metadata: the topic, then its
 * sub-topics), or null when the first is not a topic, a later one is not its sub-topic, or more
 * than one sub-topic is chosen where only one may be.
 */
export function chosenTopic(topicIds: readonly string[]): DocumentTopic | null {
  const [first, ...rest] = topicIds;
  const topic = first === undefined ? undefined : findTopic(first);
  if (!topic) return null;
  const children = topic.child ?? [];
  if (!rest.every((id) => children.some((child) => child.id === id))) return null;
  if (!topic.childIsMultiselect && rest.length > 1) return null;
  return topic;
}

/** The text code of a topic id at any level (for the upload list), or null for an unknown id. */
export function topicTextCode(id: string): string | null {
  for (const topic of TOPICS) {
    if (topic.id === id) return topic.trCode;
    const child = topic.child?.find((candidate) => candidate.id === id);
    if (child) return child.trCode;
  }
  return null;
}
