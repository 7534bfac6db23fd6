/**
 * The contract's forms area: the landlord application and the realization request (SPEC §5), the
 * manifest forms' generic operation (issue 29), the saved drafts, and what the forms look up
 * (the landlord's details, the post office, a payment commitment, the applications' statuses).
 */
import type { Language } from '../texts/index.ts';
import { FORM_ID_PATTERN } from './formManifest.ts';
import landlordInfoSchema from '../schemas/api/landlord-info.schema.json' with { type: 'json' };
import postOfficeSchema from '../schemas/api/post-office.schema.json' with { type: 'json' };
import applicationStatusesSchema from '../schemas/api/application-statuses.schema.json' with { type: 'json' };
import savedStateSchema from '../schemas/api/saved-state.schema.json' with { type: 'json' };
import savedStateCreateSchema from '../schemas/api/saved-state-create.schema.json' with { type: 'json' };
import savedStateUpdateSchema from '../schemas/api/saved-state-update.schema.json' with { type: 'json' };
import savedStateDeleteSchema from '../schemas/api/saved-state-delete.schema.json' with { type: 'json' };
import paymentCommitmentSchema from '../schemas/api/payment-commitment.schema.json' with { type: 'json' };
import realizationResponseSchema from '../schemas/api/realization-response.schema.json' with { type: 'json' };
import navigateResponseSchema from '../schemas/api/navigate-response.schema.json' with { type: 'json' };
import formSubmittedSchema from '../schemas/api/form-submitted.schema.json' with { type: 'json' };
import type * as Wire from './generated/wireTypes.ts';
import {
  FORM_VERSION_PARAM,
  json,
  operation,
  type AnyOperation,
  type ParamSpec,
  type SendsForm,
} from './operation.ts';

/**
 * SPEC's realization request, or the document type of a form whose manifest keeps drafts
 * (`"drafts": true`, api/formManifest.ts); the server refuses any other.
 */
export type SavedStateType = 'REALIZATION_REQUEST' | (string & {});
// The wire types are the schemas' (api/build/wireTypes.ts, schemas/api/*.schema.json).
export type {
  ApplicationStatuses,
  FormSubmitted,
  LandlordInfo,
  PaymentCommitment,
  PostOffice,
  SavedState,
  SavedStateCreate,
  SavedStateUpdate,
} from './generated/wireTypes.ts';
/** The realization form's data (schemas/forms/realization-request.schema.json); the engine checks it. */
export type RealizationRequestBody = Record<string, unknown> & { currentLanguageCode: Language };
/** The landlord form's data (schemas/forms/landlord-application.schema.json); the engine checks it. */
export type LandlordApplicationBody = Record<string, unknown> & { currentLanguageCode: Language };
/** SPEC §3 Application status item. */
export type ApplicationStatus = Wire.ApplicationStatuses[number];
const postalCodeParam: ParamSpec = {
  name: 'postalCode',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[0-9]{5}$' },
};
/** A saved request's type: REALIZATION_REQUEST or a drafts-keeping form's document type. */
const SAVED_STATE_TYPE_SCHEMA = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{2,59}$' } as const;
/** The caller's draft that a submission ends (deleted with it, in one transaction). */
const SAVED_STATE_ID_PARAM: ParamSpec = {
  name: 'savedStateId',
  in: 'query',
  required: false,
  schema: { type: 'string', format: 'uuid', maxLength: 36 },
};
/** A manifest form's name in a path (api/formManifest.ts); which forms are served is the server's. */
const FORM_ID_PARAM: ParamSpec = {
  name: 'formId',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: FORM_ID_PATTERN, maxLength: 60 },
};

export const formsOperations = {
  submitApplication: operation<SendsForm<Record<string, never>>, LandlordApplicationBody, undefined>({
    id: 'submitApplication',
    method: 'POST',
    path: '/api/api/v1/application',
    auth: 'session',
    summary: 'Submits the landlord and tenant information; stored and recorded as an arrived document',
    params: [FORM_VERSION_PARAM],
    body: { kind: 'form', form: 'landlord-application' },
    response: { kind: 'empty' },
  }),
  applicationPdf: operation<Record<string, never>, LandlordApplicationBody, Blob>({
    id: 'applicationPdf',
    method: 'POST',
    path: '/api/api/v1/application/pdf',
    auth: 'session',
    summary: 'The landlord application as a tagged PDF in currentLanguageCode',
    params: [],
    body: { kind: 'form', form: 'landlord-application' },
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  landlordInfo: operation<Record<string, never>, undefined, Wire.LandlordInfo>({
    id: 'landlordInfo',
    method: 'GET',
    path: '/api/api/v1/landlord-info',
    auth: 'session',
    summary: "Prefill of the landlord form for the session's user or organisation",
    params: [],
    body: null,
    response: json('landlord-info', landlordInfoSchema),
  }),
  applicationStatuses: operation<Record<string, never>, undefined, ApplicationStatus[]>({
    id: 'applicationStatuses',
    method: 'GET',
    path: '/api/api/v1/application-statuses',
    auth: 'session',
    summary:
      "The caller's submitted applications (as themselves, or for the organisation they act for), newest first",
    params: [],
    body: null,
    response: json('application-statuses', applicationStatusesSchema),
  }),
  postOffice: operation<{ postalCode: string }, undefined, Wire.PostOffice>({
    id: 'postOffice',
    method: 'GET',
    path: '/api/api/v1/post-office/{postalCode}',
    auth: 'session',
    summary: "A postal code's post office (Posti's data); 404 when there is none",
    params: [postalCodeParam],
    body: null,
    response: json('post-office', postOfficeSchema),
  }),
  navigateToRealization: operation<Record<string, never>, undefined, boolean>({
    id: 'navigateToRealization',
    method: 'GET',
    path: '/api/api/navigate-to-rental-deposit-realization',
    auth: 'session',
    summary:
      'Writes the visit to the audit log (who, when, acting for whom); true opens the realization feature',
    params: [],
    body: null,
    response: json('navigate-response', navigateResponseSchema),
  }),
  paymentCommitment: operation<{ id: string }, undefined, Wire.PaymentCommitment>({
    id: 'paymentCommitment',
    method: 'GET',
    path: '/api/api/v1/payment-commitment/{id}',
    auth: 'session',
    summary: "A payment commitment of the caller (404 for any other): the realization form's rentee part",
    params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{8}$' } }],
    body: null,
    response: json('payment-commitment', paymentCommitmentSchema),
  }),
  submitRealization: operation<SendsForm<{ savedStateId?: string }>, RealizationRequestBody, { id: string }>({
    id: 'submitRealization',
    method: 'POST',
    path: '/api/api/v1/rental-deposit-realization',
    auth: 'session',
    summary:
      'Submits a realization request: stored, recorded as an arrived document, and its draft (savedStateId) removed, in one transaction',
    params: [SAVED_STATE_ID_PARAM, FORM_VERSION_PARAM],
    body: { kind: 'form', form: 'realization-request' },
    response: json('realization-response', realizationResponseSchema),
  }),
  realizationPdf: operation<Record<string, never>, RealizationRequestBody, Blob>({
    id: 'realizationPdf',
    method: 'POST',
    path: '/api/api/v1/rental-deposit-realization/pdf',
    auth: 'session',
    summary: 'The realization request as a tagged PDF in currentLanguageCode',
    params: [],
    body: { kind: 'form', form: 'realization-request' },
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
  savedStates: operation<{ type: SavedStateType }, undefined, Wire.SavedState[]>({
    id: 'savedStates',
    method: 'GET',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary:
      "The caller's saved requests of a type (as themselves, or for the organisation they act for), newest first",
    params: [{ name: 'type', in: 'query', required: true, schema: SAVED_STATE_TYPE_SCHEMA }],
    body: null,
    response: json('saved-states', { type: 'array', items: savedStateSchema }),
  }),
  createSavedState: operation<Record<string, never>, Wire.SavedStateCreate, Wire.SavedState>({
    id: 'createSavedState',
    method: 'POST',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary: 'Saves an unfinished form',
    params: [],
    body: json('saved-state-create', savedStateCreateSchema),
    response: json('saved-state', savedStateSchema),
  }),
  updateSavedState: operation<Record<string, never>, Wire.SavedStateUpdate, Wire.SavedState>({
    id: 'updateSavedState',
    method: 'PUT',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary:
      "Replaces a saved request's data: 404 when it is not the caller's, 409 when the version read is stale",
    params: [],
    body: json('saved-state-update', savedStateUpdateSchema),
    response: json('saved-state', savedStateSchema),
  }),
  deleteSavedState: operation<Record<string, never>, { id: string }, undefined>({
    id: 'deleteSavedState',
    method: 'DELETE',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary: "Deletes a saved request: 404 when it is not the caller's",
    params: [],
    body: json('saved-state-delete', savedStateDeleteSchema),
    response: { kind: 'empty' },
  }),
  formSubmit: operation<
    SendsForm<{ formId: string; savedStateId?: string }>,
    Record<string, unknown>,
    Wire.FormSubmitted
  >({
    id: 'formSubmit',
    method: 'POST',
    path: '/api/api/v1/form/{formId}',
    auth: 'session',
    summary:
      "Sends a form that its manifest (schemas/forms/<formId>.form.json) makes a document: checked with the form's own validators and stored as a document the customer sent, with its summary PDF in the reader's language, and its draft (savedStateId, of the form's type) removed, in one transaction; 404 for a form that is not served or a draft that is not the caller's, 403 for a role the manifest does not allow",
    params: [FORM_ID_PARAM, SAVED_STATE_ID_PARAM, FORM_VERSION_PARAM],
    body: { kind: 'manifestForm', param: 'formId' },
    response: json('form-submitted', formSubmittedSchema),
  }),
  formPdf: operation<{ formId: string }, Record<string, unknown>, Blob>({
    id: 'formPdf',
    method: 'POST',
    path: '/api/api/v1/form/{formId}/pdf',
    auth: 'session',
    summary:
      "A manifest form's data as its tagged summary PDF in the data's language (currentLanguageCode), as the landlord form's PDF; checked as formSubmit",
    params: [FORM_ID_PARAM],
    body: { kind: 'manifestForm', param: 'formId' },
    response: { kind: 'file', mediaType: 'application/pdf' },
  }),
} satisfies Record<string, AnyOperation>;
