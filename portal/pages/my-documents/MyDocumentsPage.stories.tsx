/**
 * My documents in the layout, in Finnish and Swedish, against stubbed answers: the sent documents
 * (57, the first page, some new), the arrived ones, nothing found, a failed load, loading, a filter
 * with an error (an end before the start), and the paperless panel before and after a choice, and
 * for a user without an e-mail address or a phone number (no panel).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  operations,
  type DocumentsPage,
  type DocumentType,
  type PortalDocument,
  type UserContact,
} from '../../../api/contract.ts';
import { t } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  ShellStory,
  shellStory,
  STORY_PERSON,
  withFetchAnswers,
  type FetchAnswers,
  type ShellStoryProps,
  json,
  never,
  FRONTEND_LOG,
} from '../../shell.story-helpers.tsx';
import MyDocumentsPage, { MY_DOCUMENTS_CODES } from './MyDocumentsPage.tsx';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

const TODAY = '2025-07-15';
const TYPES: DocumentType[] = [
  'RENTALDEPOSIT_APPLICATION_DECISION',
  'PAYMENT_REQUEST',
  'ADDITIONAL_INFORMATION_REQUEST',
  'PAYMENT_RETURN_REQUEST',
];

function storyDocument(index: number, overrides: Partial<PortalDocument> = {}): PortalDocument {
  const type = TYPES[index % TYPES.length]!;
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    created: `2025-07-${String(14 - (index % 14)).padStart(2, '0')}`,
    type,
    paymentCommitmentId: `MS-2025-${String(40 + index).padStart(4, '0')}`,
    address: ['Koivukuja 3 A 5, 00100 Helsinki', 'Björkvägen 7, 65100 Vasa'][index % 2]!,
    renterName: 'Aino Virtanen',
    renterId: null,
    renteeName: null,
    renteeId: null,
    status:
      type === 'RENTALDEPOSIT_APPLICATION_DECISION' ? (index % 8 === 0 ? 'ACCEPTED' : 'REJECTED') : null,
    rentees: index % 3 === 0 ? ['Matti Meikäläinen', 'Maija Meikäläinen'] : ['Pekka Korhonen'],
    isNew: index < 3,
    documents: [],
    paymentCommitmentOrHetu: null,
    customerHenro: null,
    ...overrides,
  };
}

const SENT: DocumentsPage = {
  totalItems: 57,
  documents: Array.from({ length: 20 }, (_, i) => storyDocument(i)),
};
const ARRIVED: DocumentsPage = {
  totalItems: 2,
  documents: [
    storyDocument(100, { type: 'ATTACHMENT', status: null, isNew: false }),
    storyDocument(101, { type: 'ANNOUNCE_LANDLORD_RENTEE_INFORMATION', status: null, isNew: false }),
  ],
};
const CONTACT: UserContact = {
  userId: '900000001',
  email: { value: 'aino.virtanen@example.fi', paperlessAllowed: false },
  phone: { value: '+358401234567', paperlessAllowed: false },
  language: 'fi',
  paperlessChosen: false,
};
const CHOSEN: UserContact = {
  ...CONTACT,
  email: { ...CONTACT.email, paperlessAllowed: true },
  paperlessChosen: true,
};

const SENT_PATH = operations.documentsSentBy.path.replace('{product}', 'vuokravakuus');
const ARRIVED_PATH = operations.documentsArrivedTo.path.replace('{product}', 'vuokravakuus');

function answers(overrides: Partial<Record<string, () => Promise<Response>>> = {}): FetchAnswers {
  return {
    [SENT_PATH]: () => json(SENT),
    [ARRIVED_PATH]: () => json(ARRIVED),
    [operations.userContactInfo.path]: () => json(CONTACT),
    [operations.paperlessPermission.path]: () => json(CHOSEN),
    ...FRONTEND_LOG,
    ...(overrides as FetchAnswers),
  };
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "'Päätökset ja muut asiakirjasi': documents Kela has sent and documents that have arrived from the user, and the paperless consent.",
  use: "The user's archive of decisions and sent documents, with PDFs.",
  states:
    'Sent; arrived; nothing found; load failed; loading; a filter error; paperless chosen; without paperless.',
  texts: '147xxx (portal/pages/my-documents/codes.ts), 120xxx for the date filter.',
  keyboard: `${PAGE_KEYBOARD} The two lists are tabs: arrow keys move between them.`,
  screenReader: `${PAGE_SCREEN_READER} New documents are marked 'uusi'; the number found is announced after a filter changes.`,
});

const meta = {
  title: 'Portal/Pages/My documents',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: { language: 'fi', user: { status: 'ready', user: STORY_PERSON }, path: PATHS.myDocuments },
  render: (args) => <ShellStory {...args} page={<MyDocumentsPage today={TODAY} />} />,
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sent documents (the first of three pages) and the paperless panel, nothing chosen yet. */
const loaded: Partial<Story> = { decorators: [withFetchAnswers(answers())] };
export const Sent = shellStory(loaded);

/** The documents that arrived from the user (the second tab). */
const arrived: Partial<Story> = {
  ...loaded,
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: t(language, MY_DOCUMENTS_CODES.tabArrived) }),
    );
  },
};
export const Arrived = shellStory(arrived);

/** Nothing matches the filters. */
const empty: Partial<Story> = {
  decorators: [withFetchAnswers(answers({ [SENT_PATH]: () => json({ totalItems: 0, documents: [] }) }))],
};
export const NothingFound = shellStory(empty);

/** The list could not be loaded: an alert with 'try again'. */
const failed: Partial<Story> = {
  decorators: [withFetchAnswers(answers({ [SENT_PATH]: () => json({}, 503) }))],
};
export const LoadFailed = shellStory(failed);

/** The lists and the contact information have not come yet. */
const loading: Partial<Story> = {
  decorators: [withFetchAnswers(answers({ [SENT_PATH]: never, [operations.userContactInfo.path]: never }))],
};
export const Loading = shellStory(loading);

/** A filter with an error: the end typed before the start (the message shows once the field is left). */
const filterError: Partial<Story> = {
  ...loaded,
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('tabpanel');
    const end = within(panel).getByLabelText(t(language, '120010'));
    await userEvent.clear(end);
    await userEvent.type(end, '01.01.2025');
    await userEvent.tab();
  },
};
export const FilterError = shellStory(filterError);

/** The paperless choice made before (e-mail). */
const chosen: Partial<Story> = {
  decorators: [withFetchAnswers(answers({ [operations.userContactInfo.path]: () => json(CHOSEN) }))],
};
export const PaperlessChosen = shellStory(chosen);

/** A user without an e-mail address or a phone number: no paperless panel. */
const noContact: Partial<ShellStoryProps> = {
  user: {
    status: 'ready',
    user: { ...STORY_PERSON, paperlessOption: { email: null, phone: null, isEmailOrPhoneGiven: false } },
  },
};
export const WithoutPaperless = shellStory(loaded, noContact);
