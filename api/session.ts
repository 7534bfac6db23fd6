/**
 * The contract's session area (SPEC §4, §5): test users and the mock login, the session (user,
 * logout, refresh), the runtime config, the text register, the front-end log, the organisation
 * roles and acting for one, feedback.
 */
import type { Language } from '../texts/index.ts';
import { TEXT_PARTS, type TextPart } from '../texts/parts.ts';
import availableUsersSchema from '../schemas/api/available-users.schema.json' with { type: 'json' };
import frontendLogSchema from '../schemas/api/frontend-log.schema.json' with { type: 'json' };
import loginRequestSchema from '../schemas/api/login-request.schema.json' with { type: 'json' };
import loginResponseSchema from '../schemas/api/login-response.schema.json' with { type: 'json' };
import logoutResponseSchema from '../schemas/api/logout-response.schema.json' with { type: 'json' };
import refreshResponseSchema from '../schemas/api/refresh-response.schema.json' with { type: 'json' };
import textRegisterSchema from '../schemas/api/text-register.schema.json' with { type: 'json' };
import userSchema from '../schemas/api/user.schema.json' with { type: 'json' };
import runtimeConfigSchema from '../schemas/api/runtime-config.schema.json' with { type: 'json' };
import organizationRolesSchema from '../schemas/api/organization-roles.schema.json' with { type: 'json' };
import onBehalfRequestSchema from '../schemas/api/on-behalf-request.schema.json' with { type: 'json' };
import feedbackRequestSchema from '../schemas/api/feedback-request.schema.json' with { type: 'json' };
import mockMailboxSchema from '../schemas/api/mock-mailbox.schema.json' with { type: 'json' };
import type * as Wire from './generated/wireTypes.ts';
import {
  fixedJson,
  json,
  operation,
  type AnyOperation,
  type JsonSchema,
  type ParamSpec,
} from './operation.ts';

// The wire types are the schemas' (api/build/wireTypes.ts, schemas/api/*.schema.json).
export type { LoginResponse, OrganizationRoles, RuntimeConfig, User } from './generated/wireTypes.ts';
export type {
  FeedbackRequest as FeedbackBody,
  FrontendLog as FrontendLogBody,
  LoginRequest as LoginBody,
  OnBehalfRequest as OnBehalfInformation,
} from './generated/wireTypes.ts';
export type { MockMailbox } from './generated/wireTypes.ts';
/** A test user to log in as (mock mode). */
export type AvailableUser = Wire.AvailableUsers[number];
export type AppMode = Wire.RuntimeConfig['appMode'];
/** SPEC §3 Organization: `organization` is the business id. */
export type OrganizationRole = Wire.OrganizationRoles['organizations'][number];
const languageParam: ParamSpec = {
  name: 'language',
  in: 'path',
  required: true,
  schema: { type: 'string', enum: ['fi', 'sv'] },
};
/**
 * Where `GET /api/auth/logout` sends a browser that came from another page (issue 41): the front
 * page with the logout confirmation open, so that a link of another site cannot log anyone out
 * but the user can, with one press.
 */
export const LOGOUT_CONFIRMATION_QUERY = 'vahvista-uloskirjautuminen';
export const LOGOUT_CONFIRMATION_PATH = `/?${LOGOUT_CONFIRMATION_QUERY}`;

export const sessionOperations = {
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
  mockMailbox: operation<Record<string, never>, undefined, Wire.MockMailbox>({
    id: 'mockMailbox',
    method: 'GET',
    path: '/api/mock/mail',
    auth: 'none',
    summary:
      'The e-mails the service has sent, as the embedded mail catcher received them (mock mode, no SMTP_URL): the test users’ notices',
    params: [],
    body: null,
    response: json('mock-mailbox', mockMailboxSchema),
    mockOnly: true,
  }),
  login: operation<Record<string, never>, Wire.LoginRequest, Wire.LoginResponse>({
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
  user: operation<Record<string, never>, undefined, Wire.User>({
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
    summary:
      "Ends the session when the portal's own page asks (Sec-Fetch-Site same-origin or none, or the x-xsrf-token header): a browser is sent to /, a fetch gets { loggedOut: true }. Asked from another page, the session lives on: a browser is sent to the logout confirmation, a fetch gets 403",
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
  textRegister: operation<{ language: Language; part?: TextPart }, undefined, Record<string, string>>({
    id: 'textRegister',
    method: 'GET',
    path: '/api/text-register/{language}',
    auth: 'none',
    summary:
      "The text register of a language: code → text, a counting text's plural forms as <code>_one and <code>_other; part: only the portal's core (shell and front page) or the rest (texts/parts.ts)",
    params: [
      languageParam,
      { name: 'part', in: 'query', required: false, schema: { type: 'string', enum: [...TEXT_PARTS] } },
    ],
    body: null,
    response: fixedJson('text-register', textRegisterSchema),
  }),
  frontendLog: operation<Record<string, never>, Wire.FrontendLog, undefined>({
    id: 'frontendLog',
    method: 'POST',
    path: '/api/frontend-log',
    auth: 'session',
    summary: 'Logs a front-end error (SPEC §8)',
    params: [],
    body: json('frontend-log', frontendLogSchema),
    response: { kind: 'empty' },
  }),
  runtimeConfig: operation<Record<string, never>, undefined, Wire.RuntimeConfig>({
    id: 'runtimeConfig',
    method: 'GET',
    path: '/api/config',
    auth: 'none',
    summary: 'Runtime configuration of the portal: app mode, auth mode, session thresholds',
    params: [],
    body: null,
    response: json('runtime-config', runtimeConfigSchema),
  }),
  organizationRoles: operation<Record<string, never>, undefined, Wire.OrganizationRoles>({
    id: 'organizationRoles',
    method: 'GET',
    path: '/api/user/organization-roles',
    auth: 'session',
    summary: 'The organisations the user may act for',
    params: [],
    body: null,
    response: json('organization-roles', organizationRolesSchema),
  }),
  updateOnBehalfInformation: operation<Record<string, never>, Wire.OnBehalfRequest, undefined>({
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
  feedback: operation<Record<string, never>, Wire.FeedbackRequest, undefined>({
    id: 'feedback',
    method: 'POST',
    path: '/api/api/v1/feedback',
    auth: 'none',
    summary: 'An anonymous grade 0–10 from the logged-out page (JSON only; no session needed)',
    params: [],
    body: json('feedback-request', feedbackRequestSchema),
    response: { kind: 'empty' },
  }),
} satisfies Record<string, AnyOperation>;
