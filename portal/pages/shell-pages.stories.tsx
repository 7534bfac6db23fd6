/**
 * The shell's pages inside the layout, in Finnish and Swedish (`ShellStory` of
 * shell.story-helpers.tsx): choose role; choose company in each of its load states (LIST,
 * NO_DATA in the default mode (406060) and in ekevi (439880), FETCHING_ERROR, LOADING), with its
 * list from a stubbed GET /api/user/organization-roles; logged out with the feedback form, in
 * ekevi without it, and after the session ended; session expired; /virhe; the mock login's test
 * users (loading, listed, the list failing, a login failing); the test mailbox (notices, none, mail
 * sent elsewhere, failed); the accessibility statement, logged out and in; 404; and the error
 * boundary's message for a page that fails.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { AvailableUser, MockMailbox } from '../../api/contract.ts';
import { t } from '../../texts/index.ts';
import { operations } from '../../api/contract.ts';
import { PATHS } from '../guards/paths.ts';
import {
  json,
  jsonAnswer,
  never,
  ShellStory,
  STORY_ORGANISATIONS,
  STORY_PERSON,
  STORY_REPRESENTATIVE,
  withFetchAnswers,
  withOrganisationRoles,
  type ShellStoryProps,
  FRONTEND_LOG,
} from '../shell.story-helpers.tsx';
import { COMBOBOX_CODES } from './choose-company/CompanyCombobox.tsx';
import { ROLE_PAGE } from './choose-company/ChooseCompanyPage.tsx';
import { LOGIN_CODES } from './login/LoginPage.tsx';
import { storyLanguage } from '../../engine/react/stories/storyGlobals.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../engine/react/stories/componentDocs.ts';

/** A user who has logged in and not yet chosen a role. */
const newcomer: ShellStoryProps['user'] = { status: 'ready', user: { ...STORY_PERSON, roleSelected: false } };

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "The shell's own pages: choose role, choose company (in each of its load states), logged out, session expired, /virhe, the mock login and its test mailbox, the accessibility statement, 404 and the error boundary's message.",
  use: 'Reached from the route guards (SPEC §2); a designer reviews each state here.',
  states:
    'Choose role; choose company LIST, NO_DATA (default and ekevi), FETCHING_ERROR, LOADING; logged out (with feedback, ekevi without, after the session ended); session expired; user not loaded; mock login loading, listed, list failed, login failed; the test mailbox with notices, empty, not catching, failed; the accessibility statement, logged out and in; 404; a page that fails.',
  texts:
    '144xxx (pages), 406060 / 439880 (no organisations, by mode), 388170 (list failed), 141000–141003 and 141018 (mock login), 144073–144085 (the test mailbox) and 159001–159002 (the notice), 161xxx (the accessibility statement, pages/accessibility/codes.ts), 143040 (a page failed).',
  keyboard: `${PAGE_KEYBOARD} The company combobox opens with Alt+Down, arrows move, Enter chooses.`,
  screenReader: `${PAGE_SCREEN_READER} Alerts (no organisations, failures) are read as alerts.`,
});

const meta = {
  title: 'Portal/Pages',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: { language: 'fi', appMode: 'default', user: newcomer, path: PATHS.chooseRole },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type FetchAnswer = Parameters<typeof withFetchAnswers>[0][string];

const story = (args: Partial<ShellStoryProps> = {}, extra: Partial<Story> = {}): Story => ({
  ...extra,
  args,
});

// --- /valitse-rooli

const chooseRole: Partial<Story> = { decorators: [withOrganisationRoles(STORY_ORGANISATIONS)] };
export const ChooseRole = story({}, chooseRole);

// --- /valitse-yritys, come from /valitse-rooli (so its 'back to choosing the role' shows)

const company: Partial<ShellStoryProps> = { path: PATHS.chooseCompany, state: { from: ROLE_PAGE } };

/** LIST: the organisations, the list opened with its button. */
const list: Partial<Story> = {
  decorators: [withOrganisationRoles(STORY_ORGANISATIONS)],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const language = storyLanguage({ globals });
    await userEvent.click(await canvas.findByRole('button', { name: t(language, COMBOBOX_CODES.toggle) }));
    await canvas.findByRole('option', { name: new RegExp(STORY_ORGANISATIONS[0]?.name ?? '') });
  },
};
export const ChooseCompanyList = story(company, list);

/** NO_DATA: the user represents no organisation (406060). */
const noData: Partial<Story> = { decorators: [withOrganisationRoles([])] };
export const ChooseCompanyNoData = story(company, noData);

/** NO_DATA in the ekevi mode (439880). */
export const ChooseCompanyNoDataEkevi = story(company, { ...noData, globals: { appMode: 'ekevi' } });

/** The client reports failures to the server's log: answered here, so nothing leaves the browser. */
const quietErrorLog = withFetchAnswers(FRONTEND_LOG);

/** FETCHING_ERROR: the list could not be loaded (388170), with 'try again'. */
const fetchingError: Partial<Story> = { decorators: [withOrganisationRoles('error'), quietErrorLog] };
export const ChooseCompanyFetchingError = story(company, fetchingError);

/** LOADING: the list has not come yet (it never does here). */
const loading: Partial<Story> = { decorators: [withOrganisationRoles('loading')] };
export const ChooseCompanyLoading = story(company, loading);

// --- public pages: no session left

const anonymous: ShellStoryProps['user'] = { status: 'anonymous' };

/** /kirjaudu-ulos after the user's own logout, with the feedback form. */
const loggedOut: Partial<ShellStoryProps> = { user: anonymous, path: PATHS.loggedOut };
export const LoggedOut = story(loggedOut);

/** /kirjaudu-ulos in the ekevi mode: no feedback form. */
export const LoggedOutEkevi = story(loggedOut, { globals: { appMode: 'ekevi' } });

/** /kirjaudu-ulos when the session ran out (router state `sessionEnded`): it says why. */
const sessionEnded: Partial<ShellStoryProps> = { ...loggedOut, state: { sessionEnded: true } };
export const LoggedOutSessionEnded = story(sessionEnded);

/** /istunto-vanhentui. */
const sessionExpired: Partial<ShellStoryProps> = { user: anonymous, path: PATHS.sessionExpired };
export const SessionExpired = story(sessionExpired);

/** /virhe: the user could not be loaded; the page speaks both languages whatever the setting. */
const error: Partial<ShellStoryProps> = { user: { status: 'failed' }, path: PATHS.error };
export const UserNotLoaded = story(error, { parameters: { bothLanguages: true } });

// --- /kirjaudu: the mock login's test users (no session yet)

/** The mock database's test users (GET /api/available-users). */
const TEST_USERS: readonly AvailableUser[] = [
  { userId: STORY_PERSON.preferred_username, name: STORY_PERSON.name },
  { userId: '900000002', name: 'Erik Åström' },
  { userId: STORY_REPRESENTATIVE.preferred_username, name: STORY_REPRESENTATIVE.name },
  { userId: '900000004', name: 'Pekka Vuokranantaja' },
];
const login: Partial<ShellStoryProps> = { user: anonymous, path: PATHS.login };
const users = (answer: FetchAnswer) => withFetchAnswers({ [operations.availableUsers.path]: answer });

/** The list is on its way (it never comes here). */
export const LoginLoading = story(login, { decorators: [users(never)] });

/** A card per test user, each with 'Valitse'. */
export const LoginTestUsers = story(login, {
  decorators: [users(jsonAnswer(TEST_USERS))],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: TEST_USERS[0]?.name });
  },
});

/** The list could not be loaded: the alert with the details behind a disclosure. */
export const LoginListFailed = story(login, {
  decorators: [users(jsonAnswer({ code: '152000', message: 'Service unavailable' }, 503)), quietErrorLog],
});

/** A user chosen, the login refused: its message over the cards. */
export const LoginFailed = story(login, {
  decorators: [
    users(jsonAnswer(TEST_USERS)),
    withFetchAnswers({ [operations.login.path]: jsonAnswer({ code: '401', message: 'Unknown user' }, 401) }),
    quietErrorLog,
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const choose = t(storyLanguage({ globals }), LOGIN_CODES.choose);
    // The cards first, then the login that fails.
    await userEvent.click(await canvas.findByRole('button', { name: `${choose}: ${TEST_USERS[0]?.name}` }));
    await canvas.findByRole('alert');
  },
});

// --- /testiposti: the test mailbox (mock mode; open with or without a session)

const testMail: Partial<ShellStoryProps> = { user: anonymous, path: PATHS.testMail };
const mailbox = (answer: FetchAnswer) => withFetchAnswers({ [operations.mockMailbox.path]: answer });
const DOCUMENTS_URL = `http://localhost:8080${PATHS.myDocuments}`;
/**
 * Two notices as the mail catcher gave them: the newest, in Swedish, first (written when asked:
 * the story loads both languages' texts first, `bothLanguages`).
 */
const storyMailbox = (): MockMailbox => ({
  catching: true,
  messages: [
    {
      received: '2026-06-15T09:41:00.000Z',
      to: ['henrik.astrom@example.fi'],
      subject: t('sv', '159001'),
      language: 'sv',
      text: t('sv', '159002', { name: 'Henrik Åström', url: DOCUMENTS_URL }),
      messageId: '<notice.1@localhost>',
    },
    {
      received: '2026-06-15T08:05:00.000Z',
      to: ['aino.virtanen@example.fi'],
      subject: t('fi', '159001'),
      language: 'fi',
      text: t('fi', '159002', { name: 'Aino Virtanen', url: DOCUMENTS_URL }),
      messageId: '<notice.2@localhost>',
    },
  ],
});

/** The notices the test users got, newest first, each in its own language. */
export const TestMail = story(testMail, {
  decorators: [mailbox(() => json(storyMailbox()))],
  parameters: { bothLanguages: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: t('sv', '159001') });
  },
});

/** Nothing sent yet. */
export const TestMailEmpty = story(testMail, {
  decorators: [mailbox(jsonAnswer({ catching: true, messages: [] }))],
});

/** With SMTP_URL set, the e-mails go to that server: the page says so. */
export const TestMailNotCatching = story(testMail, {
  decorators: [mailbox(jsonAnswer({ catching: false, messages: [] }))],
});

/** The list could not be loaded: the alert with 'Päivitä'. */
export const TestMailFailed = story(testMail, {
  decorators: [mailbox(jsonAnswer({ code: '152000', message: 'Service unavailable' }, 503)), quietErrorLog],
});

// --- /saavutettavuusseloste: public, with or without a session

/**
 * The statement as published: no gap is known now (pages/accessibility/codes.ts KNOWN_GAPS), so it
 * says the service meets the requirements. A known gap, once written there as a text, is listed
 * under its heading with what is being done about it.
 */
export const AccessibilityStatement = story({ user: anonymous, path: PATHS.accessibility });

/** The same statement read by a logged-in landlord: the layout's navigation around it. */
export const AccessibilityStatementLoggedIn = story({
  user: { status: 'ready', user: STORY_PERSON },
  path: PATHS.accessibility,
});

// --- failures inside the layout

/** An unknown path: 404. */
const notFound: Partial<ShellStoryProps> = { user: { status: 'ready', user: STORY_PERSON }, path: '/ei-ole' };
export const NotFound = story(notFound);

function FailingPage(): never {
  throw new Error('A page that fails while rendering (Storybook)');
}

/** A page that throws: the error boundary's message (its report to the server log is stubbed). */
const pageError: Partial<Story> = {
  render: (args) => <ShellStory {...args} page={<FailingPage />} />,
  decorators: [quietErrorLog],
};
const failing: Partial<ShellStoryProps> = { user: { status: 'ready', user: STORY_PERSON }, path: '/' };
export const PageError = story(failing, pageError);
