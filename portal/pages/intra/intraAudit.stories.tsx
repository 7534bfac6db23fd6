/**
 * The staff area's audit list (issue 14) in the layout of app mode intra, in Finnish and Swedish:
 * listed (every kind of outcome, three pages), none, loading, failing, a customer code refused on
 * its field, filtered by a staff member.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { User } from '../../../api/contract.ts';
import { intraOperations, type IntraAuditRequest } from '../../../api/intra.ts';
import { buildUrl } from '../../api/client.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  FRONTEND_LOG,
  json,
  ShellStory,
  shellStory,
  STORY_PERSON,
  withFetchAnswers,
} from '../../shell.story-helpers.tsx';
import AuditPage from './AuditPage.tsx';
import { auditEntries, auditPage } from './customer.fixtures.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import { t } from '../../../texts/index.ts';
import { INTRA_AUDIT_CODES as CODES } from './codes.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

/** A staff member of the mock login (server/db/seed.ts). */
const STORY_STAFF: User = {
  ...STORY_PERSON,
  name: 'Karin Holmström',
  email: 'karin.holmstrom@example.fi',
  preferred_username: '900000102',
  given_name: 'Karin',
  family_name: 'Holmström',
  paperlessOption: { phone: null, email: 'karin.holmstrom@example.fi', isEmailOrPhoneGiven: true },
};

const AUDIT_PATH = buildUrl(intraOperations.intraAudit, {});
const ENTRIES = auditEntries(57);

/** The audit list answered by its request's body (it filters and pages), and the front-end log. */
const audit = (answer: (request: IntraAuditRequest) => Promise<Response>): Partial<Story> => ({
  decorators: [
    withFetchAnswers({
      ...FRONTEND_LOG,
      [AUDIT_PATH]: ({ body }) => answer((body ?? {}) as IntraAuditRequest),
    }),
  ],
});

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'The audit log of staff actions, filtered by customer and by staff member.',
  use: "Agency staff and auditors check who did what to which customer's data.",
  states: 'Listed; none; loading; failing; a customer filter refused; filtered by staff.',
  texts: '171xxx (portal/pages/intra/codes.ts).',
  keyboard: `${PAGE_KEYBOARD} Filters change the list after 700 ms.`,
  screenReader: `${PAGE_SCREEN_READER} The number of entries found is announced.`,
});

const meta = {
  title: 'Portal/Pages/Staff area/Audit',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  // The staff area exists only in the intra mode.
  globals: { appMode: 'intra' },
  args: {
    language: 'fi',
    appMode: 'intra',
    user: { status: 'ready', user: STORY_STAFF },
    path: PATHS.intraAudit,
    page: <AuditPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const listed = audit((request) => json(auditPage(ENTRIES, request)));

export const Listed = shellStory(listed);
export const None = shellStory(audit(() => json({ totalItems: 0, totalPages: 0, entries: [] })));
export const Loading = shellStory(audit(() => new Promise<Response>(() => undefined)));
export const Fails = shellStory(audit(() => json({ code: '152012' }, 503)));

export const CustomerCodeRefused = shellStory({
  ...listed,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t(storyLanguage({ globals }), CODES.customerFilter) }),
      '2345671-4',
    );
    await userEvent.tab();
  },
});

export const FilteredByStaff = shellStory({
  ...listed,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: t(storyLanguage({ globals }), CODES.staff) }),
      '900000101',
    );
  },
});
