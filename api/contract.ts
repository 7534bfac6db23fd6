/**
 * The one declared contract of the API (issue 3): every operation's method, path, auth,
 * parameters, body and response. The server registers its routes from it (server/api/register.ts),
 * builds the OpenAPI document from it, and the portal derives its typed client from it. Nothing
 * about a route is written twice.
 *
 * The TypeScript types of params, body and response ride along as phantom generics
 * (`operation<Params, Body, Response>({...})`); read them with `ParamsOf`, `BodyOf`, `ResponseOf`.
 * This file imports only JSON schemas and types: it runs in the browser and on the server.
 */
import type { Language } from '../texts';
import availableUsersSchema from '../schemas/api/available-users.schema.json';
import frontendLogSchema from '../schemas/api/frontend-log.schema.json';
import landlordInfoSchema from '../schemas/api/landlord-info.schema.json';
import loginRequestSchema from '../schemas/api/login-request.schema.json';
import loginResponseSchema from '../schemas/api/login-response.schema.json';
import logoutResponseSchema from '../schemas/api/logout-response.schema.json';
import postOfficeSchema from '../schemas/api/post-office.schema.json';
import applicationStatusesSchema from '../schemas/api/application-statuses.schema.json';
import refreshResponseSchema from '../schemas/api/refresh-response.schema.json';
import textRegisterSchema from '../schemas/api/text-register.schema.json';
import userSchema from '../schemas/api/user.schema.json';
import runtimeConfigSchema from '../schemas/api/runtime-config.schema.json';
import organizationRolesSchema from '../schemas/api/organization-roles.schema.json';
import onBehalfRequestSchema from '../schemas/api/on-behalf-request.schema.json';
import feedbackRequestSchema from '../schemas/api/feedback-request.schema.json';
import savedStateSchema from '../schemas/api/saved-state.schema.json';
import savedStateCreateSchema from '../schemas/api/saved-state-create.schema.json';
import savedStateUpdateSchema from '../schemas/api/saved-state-update.schema.json';
import savedStateDeleteSchema from '../schemas/api/saved-state-delete.schema.json';
import paymentCommitmentSchema from '../schemas/api/payment-commitment.schema.json';
import realizationResponseSchema from '../schemas/api/realization-response.schema.json';
import navigateResponseSchema from '../schemas/api/navigate-response.schema.json';

export type JsonSchema = Readonly<Record<string, unknown>>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path or query parameter. Path parameters appear in the path as `{name}`. */
export interface ParamSpec {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  /** Text code of the parameter's label in error messages; the name when absent. */
  label?: string;
}

/** The forms whose schema (schemas/forms/<form>.schema.json) can be a body. */
export type FormId = 'landlord-application' | 'realization-request';

export type BodySpec =
  /** JSON validated against one of schemas/api/*.schema.json. */
  | { kind: 'json'; schemaName: string; schema: JsonSchema }
  /** JSON that is a form's data: checked by the engine as the browser checks it (checkSubmission). */
  | { kind: 'form'; form: FormId }
  /** `application/x-www-form-urlencoded` (mock login only). */
  | { kind: 'urlencoded'; schemaName: string; schema: JsonSchema };

export type ResponseSpec =
  | { kind: 'json'; schemaName: string; schema: JsonSchema }
  /** A file download; `mediaType` e.g. application/pdf, sent with Content-Disposition attachment. */
  | { kind: 'file'; mediaType: string }
  /** No content: 204. */
  | { kind: 'empty' };

export interface OperationSpec {
  id: string;
  method: HttpMethod;
  /** The full path, `{param}` for path parameters, e.g. `/api/api/v1/post-office/{postalCode}`. */
  path: string;
  /** `session`: a live session is needed (else 401); POST etc. also need `x-xsrf-token` (else 403). */
  auth: 'none' | 'session';
  summary: string;
  params: readonly ParamSpec[];
  body: BodySpec | null;
  response: ResponseSpec;
  /** Registered only in mock mode (test-user login). */
  mockOnly?: boolean;
}

declare const phantom: unique symbol;

/** An operation with its TypeScript types attached (they exist only at compile time). */
export interface Operation<Params, Body, Response> extends OperationSpec {
  readonly [phantom]?: { params: Params; body: Body; response: Response };
}

/** Declares an operation; the generics are the types a typed client takes and gives. */
export function operation<Params = Record<string, never>, Body = undefined, Response = undefined>(
  spec: OperationSpec,
): Operation<Params, Body, Response> {
  return spec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOperation = Operation<any, any, any>;
export type ParamsOf<O> = O extends Operation<infer P, unknown, unknown> ? P : never;
export type BodyOf<O> = O extends Operation<unknown, infer B, unknown> ? B : never;
export type ResponseOf<O> = O extends Operation<unknown, unknown, infer R> ? R : never;

const json = (
  schemaName: string,
  schema: unknown,
): { kind: 'json'; schemaName: string; schema: JsonSchema } => ({
  kind: 'json',
  schemaName,
  schema: schema as JsonSchema,
});

// ---- Types of bodies and responses -------------------------------------------------------------

export interface AvailableUser {
  userId: string;
  name: string;
}
export interface LoginBody {
  henro: string;
}
export interface LoginResponse {
  userId: string;
  /** The session's expiry, epoch milliseconds. */
  expires: number;
}
export interface User {
  name: string;
  email: string | null;
  preferred_username: string;
  given_name: string;
  family_name: string;
  isYpaActive: boolean;
  company: string | null;
  business_id: string | null;
  paperlessOption: {
    phone: string | null;
    email: string | null;
    isEmailOrPhoneGiven: boolean;
    /** The user's paperless choice; null while not chosen (the front page then suggests it). */
    permission?: boolean | null;
  };
  /**
   * Whether the user has chosen, in this session, to act as themselves or for an organisation
   * (SPEC §4 role-selected flag). Kept on the server session with the acting organisation, so the
   * two never disagree; a new login starts without it, logout ends it.
   */
  roleSelected: boolean;
}
export type AppMode = 'default' | 'ekevi' | 'intra';
/** GET /api/config: what one build needs to know about the environment it runs in. */
export interface RuntimeConfig {
  appMode: AppMode;
  authMode: 'mock' | 'oidc';
  /** SPEC §4/§9 thresholds in seconds: 300, 60, 900, 5 unless shortened for tests. */
  session: {
    expiringSeconds: number;
    refreshSeconds: number;
    idleLimitSeconds: number;
    idleStartSeconds: number;
  };
}
/** SPEC §3 Organization: `organization` is the business id. */
export interface OrganizationRole {
  organization: string;
  name: string;
}
export interface OrganizationRoles {
  organizations: OrganizationRole[];
}
/** SPEC §3 On-behalf information; both null = act as oneself. */
export interface OnBehalfInformation {
  company: string | null;
  business_id: string | null;
}
export type SavedStateType = 'REALIZATION_REQUEST';
/** SPEC §3 Saved request (user form record), with the version a PUT must name. */
export interface SavedState {
  id: string;
  type: SavedStateType;
  /** The form's data as typed so far. */
  data: Record<string, unknown>;
  /** ISO 8601 timestamps. */
  created: string;
  updated: string;
  /** The owner's henro. */
  userId: string;
  version: number;
}
export interface SavedStateCreate {
  type: SavedStateType;
  data: Record<string, unknown>;
}
export interface SavedStateUpdate {
  id: string;
  type: SavedStateType;
  data: Record<string, unknown>;
  /** The version read; another one is refused with 409. */
  version: number;
}
/** The realization form's data (schemas/forms/realization-request.schema.json); the engine checks it. */
export type RealizationRequestBody = Record<string, unknown> & { currentLanguageCode: Language };
export interface PaymentCommitment {
  id: string;
  renteeName: string;
  /** The rentee's identity code (the form's rentee.customerHenro). */
  customerHenro: string;
  address: string;
  amount: number;
  /** YYYY-MM-DD */
  startDate: string;
}
/** SPEC §3 Rating. */
export interface FeedbackBody {
  grade: number;
}
export interface FrontendLogBody {
  logLevel: 'error';
  message: string;
}
/** The landlord form's data (schemas/forms/landlord-application.schema.json); the engine checks it. */
export type LandlordApplicationBody = Record<string, unknown> & { currentLanguageCode: Language };
export interface LandlordInfo {
  businessType: 'PERSON' | 'ORGANISATION';
  name: string;
  businessId?: string;
  contactPersonOrBranchName?: string;
  contactPersonPhoneNumber?: string;
  contactPersonEmailAddress?: string;
}
/** SPEC §3 Application status item. */
export interface ApplicationStatus {
  id: string;
  /** The payment commitment's id, null while there is none (the portal shows a placeholder). */
  paymentCommitmentId: string | null;
  renterAddress: string;
  /** YYYY-MM-DD, the day the application arrived (Helsinki time). */
  arrivalDate: string;
  currentStep: 'ARRIVED' | 'INPROCESS' | 'DONE' | 'REJECTED';
}
export interface PostOffice {
  townNumber: string;
  nameFin: string;
  nameSv: string;
  postalCode: string;
}
/** 400: the errors field by field (or parameter by parameter), in the caller's language. */
export interface FieldErrorBody {
  path: string;
  label: string;
  message: string;
  code?: string;
}

// ---- The operations ----------------------------------------------------------------------------

const languageParam: ParamSpec = {
  name: 'language',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: ['fi', 'sv'] },
};
const postalCodeParam: ParamSpec = {
  name: 'postalCode',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[0-9]{5}$' },
};

export const operations = {
  availableUsers: operation<Record<string, never>, undefined, AvailableUser[]>({
    id: 'availableUsers',
    method: 'GET',
    path: '/api/available-users',
    auth: 'none',
    summary: 'Test users to log in as (mock mode)',
    params: [],
    body: null,
    response: json('available-users', availableUsersSchema),
    mockOnly: true,
  }),
  login: operation<Record<string, never>, LoginBody, LoginResponse>({
    id: 'login',
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    summary: 'Mock login as a test user (form-encoded henro); sets the session cookies',
    params: [],
    body: { kind: 'urlencoded', schemaName: 'login-request', schema: loginRequestSchema as JsonSchema },
    response: json('login-response', loginResponseSchema),
    mockOnly: true,
  }),
  user: operation<Record<string, never>, undefined, User>({
    id: 'user',
    method: 'GET',
    path: '/api/user',
    auth: 'session',
    summary: "The session's user (SPEC §3 User information)",
    params: [],
    body: null,
    response: json('user', userSchema),
  }),
  logout: operation<Record<string, never>, undefined, { loggedOut: true }>({
    id: 'logout',
    method: 'GET',
    path: '/api/auth/logout',
    auth: 'none',
    summary: 'Ends the session; a browser navigating here is sent to /',
    params: [],
    body: null,
    response: json('logout-response', logoutResponseSchema),
  }),
  refresh: operation<Record<string, never>, undefined, { expires: number }>({
    id: 'refresh',
    method: 'GET',
    path: '/api/auth/refresh',
    auth: 'session',
    summary: 'Slides the session and answers its new expiry',
    params: [],
    body: null,
    response: json('refresh-response', refreshResponseSchema),
  }),
  textRegister: operation<{ language: Language }, undefined, Record<string, string>>({
    id: 'textRegister',
    method: 'GET',
    path: '/api/text-register/{language}',
    auth: 'none',
    summary: 'The text register of a language',
    params: [languageParam],
    body: null,
    response: json('text-register', textRegisterSchema),
  }),
  frontendLog: operation<Record<string, never>, FrontendLogBody, undefined>({
    id: 'frontendLog',
    method: 'POST',
    path: '/api/frontend-log',
    auth: 'session',
    summary: 'Logs a front-end error (SPEC §8)',
    params: [],
    body: json('frontend-log', frontendLogSchema),
    response: { kind: 'empty' },
  }),
  submitApplication: operation<Record<string, never>, LandlordApplicationBody, undefined>({
    id: 'submitApplication',
    method: 'POST',
    path: '/api/api/v1/application',
    auth: 'session',
    summary: 'Submits the landlord and tenant information; stored and recorded as an arrived document',
    params: [],
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
  landlordInfo: operation<Record<string, never>, undefined, LandlordInfo>({
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
  postOffice: operation<{ postalCode: string }, undefined, PostOffice>({
    id: 'postOffice',
    method: 'GET',
    path: '/api/api/v1/post-office/{postalCode}',
    auth: 'session',
    summary: "A postal code's post office (Posti's data); 404 when there is none",
    params: [postalCodeParam],
    body: null,
    response: json('post-office', postOfficeSchema),
  }),
  runtimeConfig: operation<Record<string, never>, undefined, RuntimeConfig>({
    id: 'runtimeConfig',
    method: 'GET',
    path: '/api/config',
    auth: 'none',
    summary: 'Runtime configuration of the portal: app mode, auth mode, session thresholds',
    params: [],
    body: null,
    response: json('runtime-config', runtimeConfigSchema),
  }),
  organizationRoles: operation<Record<string, never>, undefined, OrganizationRoles>({
    id: 'organizationRoles',
    method: 'GET',
    path: '/api/user/organization-roles',
    auth: 'session',
    summary: 'The organisations the user may act for',
    params: [],
    body: null,
    response: json('organization-roles', organizationRolesSchema),
  }),
  updateOnBehalfInformation: operation<Record<string, never>, OnBehalfInformation, undefined>({
    id: 'updateOnBehalfInformation',
    method: 'POST',
    path: '/api/user/update-on-behalf-information',
    auth: 'session',
    summary:
      "Chooses the role: act for one of the user's organisations (403 for any other), or as oneself (nulls)",
    params: [],
    body: json('on-behalf-request', onBehalfRequestSchema),
    response: { kind: 'empty' },
  }),
  feedback: operation<Record<string, never>, FeedbackBody, undefined>({
    id: 'feedback',
    method: 'POST',
    path: '/api/api/v1/feedback',
    auth: 'none',
    summary: 'An anonymous grade 0–10 from the logged-out page (JSON only; no session needed)',
    params: [],
    body: json('feedback-request', feedbackRequestSchema),
    response: { kind: 'empty' },
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
  paymentCommitment: operation<{ id: string }, undefined, PaymentCommitment>({
    id: 'paymentCommitment',
    method: 'GET',
    path: '/api/api/v1/payment-commitment/{id}',
    auth: 'session',
    summary: "A payment commitment of the caller (404 for any other): the realization form's rentee part",
    params: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{8}$' } }],
    body: null,
    response: json('payment-commitment', paymentCommitmentSchema),
  }),
  submitRealization: operation<{ savedStateId?: string }, RealizationRequestBody, { id: string }>({
    id: 'submitRealization',
    method: 'POST',
    path: '/api/api/v1/rental-deposit-realization',
    auth: 'session',
    summary:
      'Submits a realization request: stored, recorded as an arrived document, and its draft (savedStateId) removed, in one transaction',
    params: [
      {
        name: 'savedStateId',
        in: 'query',
        required: false,
        schema: { type: 'string', pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' },
      },
    ],
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
  savedStates: operation<{ type: SavedStateType }, undefined, SavedState[]>({
    id: 'savedStates',
    method: 'GET',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary:
      "The caller's saved requests of a type (as themselves, or for the organisation they act for), newest first",
    params: [{ name: 'type', in: 'query', required: true, schema: { enum: ['REALIZATION_REQUEST'] } }],
    body: null,
    response: json('saved-states', { type: 'array', items: savedStateSchema }),
  }),
  createSavedState: operation<Record<string, never>, SavedStateCreate, SavedState>({
    id: 'createSavedState',
    method: 'POST',
    path: '/api/api/v1/saved-state',
    auth: 'session',
    summary: 'Saves an unfinished form',
    params: [],
    body: json('saved-state-create', savedStateCreateSchema),
    response: json('saved-state', savedStateSchema),
  }),
  updateSavedState: operation<Record<string, never>, SavedStateUpdate, SavedState>({
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
} satisfies Record<string, AnyOperation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** Every operation, in declaration order. */
export const operationList: readonly OperationSpec[] = Object.values(operations);

/** The path with its `{param}`s filled in (URI-encoded). */
export function buildPath(
  spec: Pick<OperationSpec, 'path'>,
  params: Readonly<Record<string, unknown>>,
): string {
  return spec.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}
