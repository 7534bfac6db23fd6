/**
 * For Storybook: the portal's shell around a page, without the server. `ShellStory` provides a
 * `Shell` (shell.tsx) and a memory router, and renders the layout with the shell's pages at their
 * paths, so that a designer can click through them: the language dropdown switches the language,
 * log out asks in the logout dialog, the footer's links open the external-link dialog, choosing a
 * role or an organisation changes the user in the profile menu and the info bar. Every action is
 * also logged in Storybook's Actions panel.
 *
 * The company page loads its list with `fetch`: `withOrganisationRoles` stubs
 * `GET /api/user/organization-roles` (and nothing else) while the story is shown; `withFetchAnswers`
 * stubs other paths the same way.
 *
 * No vitest here (tests use `shell.test-helpers.tsx`): this file is part of the Storybook bundle.
 */
import { useLayoutEffect, useState, type ReactElement } from 'react';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { action } from 'storybook/actions';
import {
  operations,
  type AppMode,
  type OnBehalfInformation,
  type OrganizationRole,
  type SavedState,
  type User,
} from '../api/contract.ts';
import { RECEIPT_HEADERS } from '../api/receipt.ts';
import type { Language } from '../texts/index.ts';
import { loadStoryTexts } from '../engine/react/stories/storyTexts.ts';
import { ExternalLinkDialog } from './dialogs/ExternalLinkDialog.tsx';
import { LogoutDialog } from './dialogs/LogoutDialog.tsx';
import { PATHS } from './guards/paths.ts';
import { Layout } from './layout/Layout.tsx';
import AccessibilityStatementPage from './pages/accessibility/AccessibilityStatementPage.tsx';
import ChooseCompanyPage from './pages/choose-company/ChooseCompanyPage.tsx';
import ChooseRolePage from './pages/choose-role/ChooseRolePage.tsx';
import ErrorPage from './pages/error/ErrorPage.tsx';
import FrontPage from './pages/front/FrontPage.tsx';
import LoggedOutPage from './pages/logged-out/LoggedOutPage.tsx';
import LoginPage from './pages/login/LoginPage.tsx';
import TestMailPage from './pages/test-mail/TestMailPage.tsx';
import NotFoundPage from './pages/not-found/NotFoundPage.tsx';
import SessionExpiredPage from './pages/session-expired/SessionExpiredPage.tsx';
import { ShellContext, type Shell, type UserState } from './shell.tsx';
import { SAMPLE_PERSON, sampleConfig } from './fixtures.ts';
import './portal.css';

/** A private person who has chosen to act as herself (the mock login's first test user). */
export const STORY_PERSON: User = SAMPLE_PERSON;

/** The organisations a representative may act for (names and business ids of the mock database). */
export const STORY_ORGANISATIONS: readonly OrganizationRole[] = [
  { organization: '1414213-0', name: 'Asunto Oy Tampereen Pihlajanmarja' },
  { organization: '2236067-2', name: 'Bostads Ab Norrsken' },
  { organization: '1618033-3', name: 'Fastighets Ab Strandvägen' },
  { organization: '1098765-4', name: 'Kiinteistö Oy Koivukuja' },
  { organization: '1732050-2', name: 'Vaasan Vuokra-asunnot Oy' },
  { organization: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
];

/** An organisation's representative acting for the first of `STORY_ORGANISATIONS`. */
export const STORY_REPRESENTATIVE: User = {
  name: 'Sari Mäkinen',
  email: 'sari.makinen@example.fi',
  preferred_username: '900000005',
  given_name: 'Sari',
  family_name: 'Mäkinen',
  isYpaActive: false,
  company: 'Vuokratalot Mäkinen Oy',
  business_id: '2345671-3',
  paperlessOption: { phone: '+358501112233', email: 'sari.makinen@example.fi', isEmailOrPhoneGiven: true },
  roleSelected: true,
};

/** The runtime configuration of an app mode, with SPEC's session thresholds. */
export const storyConfig = sampleConfig;

export interface ShellStoryProps {
  language: Language;
  appMode?: AppMode;
  /** The session's user (`anonymous` after logout, `failed` for /virhe). */
  user: UserState;
  /** The page to start on (`PATHS`; an unknown path shows the 404 page). */
  path: string;
  /** The address's query, `?openExisting=…` (none unless told). */
  search?: string;
  /** Router state of the first entry (`{ from: '/valitse-rooli' }`, `{ sessionEnded: true }`). */
  state?: unknown;
  /** Rendered at `path` instead of the shell's own page there. */
  page?: ReactElement;
  /** The other language's texts cannot be loaded: a switch fails (the network). */
  languageFails?: boolean;
}

/**
 * A story of a page in the shell (in the toolbar's language): `extra` is the story's own
 * decorators, globals or play function, `args` its props beside those of the file's meta.
 */
export function shellStory(
  extra: Partial<StoryObj<typeof ShellStory>> = {},
  args: Partial<ShellStoryProps> = {},
): StoryObj<typeof ShellStory> {
  return { ...extra, args };
}

/** The shell's pages at their paths, as App.tsx routes them (the guards are left out). */
const PAGES: readonly (readonly [string, ReactElement])[] = [
  [PATHS.front, <FrontPage />],
  [PATHS.chooseRole, <ChooseRolePage />],
  [PATHS.chooseCompany, <ChooseCompanyPage />],
  [PATHS.loggedOut, <LoggedOutPage />],
  [PATHS.sessionExpired, <SessionExpiredPage />],
  [PATHS.error, <ErrorPage />],
  [PATHS.login, <LoginPage />],
  [PATHS.testMail, <TestMailPage />],
  [PATHS.accessibility, <AccessibilityStatementPage />],
];

/** The layout with a page inside, in a shell whose actions work on the story's own state. */
export function ShellStory(props: ShellStoryProps) {
  // A change of the story's controls starts the story over.
  return (
    <MemoryRouter
      key={JSON.stringify([props.language, props.appMode, props.user, props.path, props.search, props.state])}
      initialEntries={[{ pathname: props.path, search: props.search ?? '', state: props.state }]}
    >
      <StoryPortal {...props} />
    </MemoryRouter>
  );
}

function StoryPortal({
  language: initialLanguage,
  appMode,
  user: initialUser,
  path,
  page,
  languageFails,
}: ShellStoryProps) {
  const navigate = useNavigate();
  const [language, setLanguage] = useState(initialLanguage);
  const [user, setUser] = useState(initialUser);
  const [logoutDialogOpen, setLogoutDialogOpen] = useState(false);
  const [externalLink, setExternalLink] = useState<string | null>(null);

  const shell: Shell = {
    language,
    setLanguage: async (next) => {
      action('setLanguage')(next);
      if (languageFails && next !== language) throw new Error('story: the texts could not be loaded');
      // As the portal's shell: the language's texts first, then the switch.
      await loadStoryTexts(next);
      setLanguage(next);
    },
    config: storyConfig(appMode),
    user,
    reloadUser: async () => action('reloadUser')(),
    chooseRole: async (onBehalf: OnBehalfInformation) => {
      action('chooseRole')(onBehalf);
      setUser((current) =>
        current.status === 'ready'
          ? { status: 'ready', user: { ...current.user, ...onBehalf, roleSelected: true } }
          : current,
      );
    },
    requestLogout: () => setLogoutDialogOpen(true),
    logout: async () => {
      action('logout')();
      setLogoutDialogOpen(false);
      setUser({ status: 'anonymous' });
      void navigate(PATHS.loggedOut);
    },
    startLogin: () => action('startLogin')(),
    openExternalLink: (href) => {
      action('openExternalLink')(href);
      setExternalLink(href);
    },
  };

  const routes = PAGES.filter(([at]) => !page || at !== path);
  return (
    <ShellContext.Provider value={shell}>
      <div lang={language}>
        <Routes>
          <Route element={<Layout />}>
            {page && <Route path={path} element={page} />}
            {routes.map(([at, element]) => (
              <Route key={at} path={at} element={element} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
        <LogoutDialog
          open={logoutDialogOpen}
          onConfirm={() => void shell.logout()}
          onCancel={() => setLogoutDialogOpen(false)}
        />
        <ExternalLinkDialog
          href={externalLink ?? ''}
          open={externalLink !== null}
          onClose={() => setExternalLink(null)}
        />
      </div>
    </ShellContext.Provider>
  );
}

/** A stubbed answer: the organisations; `error` (503); `loading` (never answers). */
export type OrganisationRolesAnswer = readonly OrganizationRole[] | 'error' | 'loading';

/** A stubbed request: its method (GET unless told) and its body, for answers that depend on them. */
export interface StubbedRequest {
  method: string;
  body: unknown;
}

/** Stubbed answers by path: a function that answers the request. */
export type FetchAnswers = Readonly<Record<string, (request: StubbedRequest) => Promise<Response>>>;

/** A JSON answer with its status (200 unless told). */
export const json = (body: unknown, status = 200): Promise<Response> =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
/** `json` as a stubbed answer (`FetchAnswers`' value). */
export const jsonAnswer =
  (body: unknown, status = 200) =>
  (): Promise<Response> =>
    json(body, status);
/** An answer that never comes: the page's loading state. */
export const never = (): Promise<Response> => new Promise<Response>(() => undefined);
/** 204, no content. */
export const noContent = (): Promise<Response> => Promise.resolve(new Response(null, { status: 204 }));
/** The front-end log's answer, for stories whose page may log an error. */
export const FRONTEND_LOG: FetchAnswers = { '/api/frontend-log': noContent };

function organisationRolesResponse(answer: OrganisationRolesAnswer): Promise<Response> {
  if (answer === 'loading') return new Promise<Response>(() => undefined);
  if (answer === 'error') return Promise.resolve(new Response(null, { status: 503 }));
  const body = JSON.stringify({ organizations: answer });
  return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
}

function requestPath(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').pathname;
}

/** The answers of the stubs mounted now, and the `fetch` that was there before the first. */
const activeAnswers: FetchAnswers[] = [];
let realFetch: typeof fetch | null = null;

/** A request's body as sent: JSON read, anything else as it is. */
function bodyOf(body: RequestInit['body']): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function stubbedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = requestPath(input);
  for (const answers of [...activeAnswers].reverse()) {
    const answer = answers[path];
    if (answer) {
      return answer({ method: init?.method ?? 'GET', body: bodyOf(init?.body) });
    }
  }
  return (realFetch ?? fetch)(input, init);
}

/**
 * Replaces `fetch` for the paths of `answers` while mounted; every other request goes to the real
 * `fetch`, which comes back when the last stub unmounts (in whatever order several unmount).
 * Installed in a layout effect of an element before the story: React commits the earlier sibling
 * first, so the stub is in place before any effect or `componentDidCatch` of the story makes a
 * request.
 */
function FetchStub({ answers }: { answers: FetchAnswers }) {
  useLayoutEffect(() => {
    if (activeAnswers.length === 0) {
      realFetch = globalThis.fetch;
      globalThis.fetch = stubbedFetch;
    }
    activeAnswers.push(answers);
    return () => {
      activeAnswers.splice(activeAnswers.lastIndexOf(answers), 1);
      if (activeAnswers.length === 0 && realFetch) {
        globalThis.fetch = realFetch;
        realFetch = null;
      }
    };
  }, [answers]);
  return null;
}

/** A decorator that stubs `fetch` for the paths of `answers` (only those) while the story is shown. */
export function withFetchAnswers(answers: FetchAnswers): Decorator {
  return (Story) => (
    <>
      <FetchStub answers={answers} />
      <Story />
    </>
  );
}

/** A decorator that answers the company page's GET /api/user/organization-roles with `answer`. */
export function withOrganisationRoles(answer: OrganisationRolesAnswer): Decorator {
  return withFetchAnswers({ [operations.organizationRoles.path]: () => organisationRolesResponse(answer) });
}

/**
 * The receipt a story's submission gets (api/receipt.ts): a reference, the moment it arrived and the
 * stored document, whose PDF the receipt offers (`STORY_RECEIPT_PDF`).
 */
export const STORY_RECEIPT = {
  reference: 'VV-0004711',
  received: '2026-11-20T08:15:00.000Z',
  documentId: '00000000-0000-4000-8000-0000000000d1',
} as const;

/** The path of the receipt's PDF: the stored document's download. */
export const STORY_RECEIPT_PDF = operations.documentDownload.path.replace('{id}', STORY_RECEIPT.documentId);

/** A submission's answer with the receipt's headers: `body` as JSON, or no content. */
export const receiptAnswer = (body?: unknown) => (): Promise<Response> =>
  Promise.resolve(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status: body === undefined ? 204 : 200,
      headers: {
        'content-type': 'application/json',
        [RECEIPT_HEADERS.reference]: STORY_RECEIPT.reference,
        [RECEIPT_HEADERS.received]: STORY_RECEIPT.received,
        [RECEIPT_HEADERS.document]: STORY_RECEIPT.documentId,
      },
    }),
  );

/** A PDF's answer (a page's 'download the PDF'). */
export const pdfAnswer = (): Promise<Response> =>
  Promise.resolve(new Response(new Blob(['%PDF-1.7']), { headers: { 'content-type': 'application/pdf' } }));

/** A saved draft's envelope: `savedStateAnswers` lists it with the story's own type and data. */
export const STORY_DRAFT: SavedState = {
  id: '00000000-0000-4000-8000-0000000000e1',
  type: 'REALIZATION_REQUEST',
  data: {},
  created: '2026-11-20T10:05:00.000Z',
  updated: '2026-11-20T10:05:00.000Z',
  userId: STORY_PERSON.preferred_username,
  version: 3,
};

/**
 * The saved drafts' answers (`/api/api/v1/saved-state`): GET lists `drafts`, POST creates one, PUT
 * updates the one named (or answers 409, `conflict`: it changed elsewhere), DELETE removes it.
 */
export function savedStateAnswers(
  drafts: readonly SavedState[],
  { conflict = false }: { conflict?: boolean } = {},
): FetchAnswers {
  return {
    [operations.savedStates.path]: ({ method, body }) => {
      const sent = (body ?? {}) as Partial<SavedState>;
      const held = drafts.find((draft) => draft.id === sent.id) ?? drafts[0];
      if (method === 'GET') return json(drafts);
      if (method === 'DELETE') return noContent();
      if (method === 'PUT' && conflict) return json({ code: '409', message: 'Conflict' }, 409);
      const base = held ?? { ...STORY_DRAFT, id: '00000000-0000-4000-8000-0000000000e2', version: 0 };
      return json({ ...base, data: sent.data ?? base.data, version: base.version + 1 });
    },
  };
}
