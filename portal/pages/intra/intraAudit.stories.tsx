/**
 * The staff area's audit list (issue 14) in the layout of app mode intra, in Finnish and Swedish:
 * listed (every kind of outcome, three pages), none, loading, failing, a customer code refused on
 * its field, filtered by a staff member.
 */
import { useLayoutEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { User } from '../../../api/contract.ts';
import { intraOperations, type IntraAuditRequest } from '../../../api/intra.ts';
import type { Language } from '../../../texts/index.ts';
import { buildUrl } from '../../api/client.ts';
import { PATHS } from '../../guards/paths.ts';
import { ShellStory, STORY_PERSON, type ShellStoryProps, json } from '../../shell.story-helpers.tsx';
import AuditPage from './AuditPage.tsx';
import { auditEntries, auditPage } from './customer.fixtures.ts';

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

/**
 * Answers the audit list by its request body (the shell's `withFetchAnswers` answers by path only,
 * and the list filters and pages) and the front-end log; any other request goes to the `fetch` that
 * was there. Installed in a layout effect before the story's own, and taken away after it.
 */
function AuditStub({ answer }: { answer: (request: IntraAuditRequest) => Promise<Response> }) {
  useLayoutEffect(() => {
    const previous = globalThis.fetch;
    const stub: typeof fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      if (path === AUDIT_PATH) return answer(JSON.parse(String(init?.body ?? '{}')) as IntraAuditRequest);
      if (path === '/api/frontend-log') return Promise.resolve(new Response(null, { status: 204 }));
      return previous(input, init);
    };
    globalThis.fetch = stub;
    return () => {
      if (globalThis.fetch === stub) globalThis.fetch = previous;
    };
  }, [answer]);
  return null;
}

const audit = (answer: (request: IntraAuditRequest) => Promise<Response>): Partial<Story> => ({
  decorators: [
    (Story) => (
      <>
        <AuditStub answer={answer} />
        <Story />
      </>
    ),
  ],
});

const meta = {
  title: 'Portal/Pages/Staff area/Audit',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { include: ['language'] } },
  args: {
    language: 'fi',
    appMode: 'intra',
    user: { status: 'ready', user: STORY_STAFF },
    path: PATHS.intraAudit,
    page: <AuditPage />,
  },
  argTypes: { language: { control: 'inline-radio', options: ['fi', 'sv'] } },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (
  language: Language,
  extra: Partial<Story> = {},
  args: Partial<ShellStoryProps> = {},
): Story => ({
  ...extra,
  args: { language, ...args },
});

const listed = audit((request) => json(auditPage(ENTRIES, request)));

export const ListedFi = story('fi', listed);
export const ListedSv = story('sv', listed);
export const NoneFi = story(
  'fi',
  audit(() => json({ totalItems: 0, totalPages: 0, entries: [] })),
);
export const NoneSv = story(
  'sv',
  audit(() => json({ totalItems: 0, totalPages: 0, entries: [] })),
);
export const LoadingFi = story(
  'fi',
  audit(() => new Promise<Response>(() => undefined)),
);
export const LoadingSv = story(
  'sv',
  audit(() => new Promise<Response>(() => undefined)),
);
export const FailsFi = story(
  'fi',
  audit(() => json({ code: '152012' }, 503)),
);
export const FailsSv = story(
  'sv',
  audit(() => json({ code: '152012' }, 503)),
);

export const CustomerCodeRefusedFi = story('fi', {
  ...listed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Asiakkaan henkilötunnus tai y-tunnus' }),
      '2345671-4',
    );
    await userEvent.tab();
  },
});
export const CustomerCodeRefusedSv = story('sv', {
  ...listed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Kundens personbeteckning eller FO-nummer' }),
      '2345671-4',
    );
    await userEvent.tab();
  },
});

export const FilteredByStaffFi = story('fi', {
  ...listed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Virkailijan käyttäjätunnus' }),
      '900000101',
    );
  },
});
export const FilteredByStaffSv = story('sv', {
  ...listed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Handläggarens användar-id' }),
      '900000102',
    );
  },
});
