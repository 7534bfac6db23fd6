/**
 * /laheta-liite inside the layout (`ShellStory`), its calls answered by stubs (`withFetchAnswers`):
 * loaded (an application with an open request, the topic tree, a list with more pages); nothing to
 * send to and nothing sent; every load failing; everything still loading; and an identity code
 * that is none of the user's customers (an error at its field). Finnish and Swedish.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import {
  operations,
  type AttachmentRequestApplication,
  type AttachmentRequestStatus,
  type DocumentTopic,
  type UploadList,
} from '../../../api/contract.ts';
import { t } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  ShellStory,
  STORY_PERSON,
  withFetchAnswers,
  type FetchAnswers,
  json,
  never,
  noContent,
} from '../../shell.story-helpers.tsx';
import SendAttachmentPage from './SendAttachmentPage.tsx';
import { SEND_CODES } from './codes.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

const failing = () => Promise.resolve(new Response(null, { status: 503 }));

const APPLICATION_ID = '5f0c2a8e-3b1d-4c6e-9a7f-1d2e3f4a5b6c';
const APPLICATIONS: AttachmentRequestApplication[] = [
  {
    id: APPLICATION_ID,
    paymentCommitmentId: '31104729',
    address: 'Hämeenkatu 14 B 22, 33100 Tampere',
    renterBirthdate: '1985-03-12',
  },
];
const STATUS: AttachmentRequestStatus[] = [
  {
    id: 1,
    applicationId: APPLICATION_ID,
    benefitTrCode: '153001',
    dueDate: '2025-07-15',
    type: 'RENTALDEPOSIT_APPLICATION',
    created: '2025-06-20',
    delivered: false,
    attachments: [
      {
        attachmentCode: 'VUOKRASOPIMUS',
        optional: false,
        originalRequired: false,
        extraInfo: null,
        delivered: true,
        uploads: [
          {
            date: '2025-06-22',
            fileName: 'vuokrasopimus.pdf',
            fileId: '8d7c6b5a-4f3e-4d2c-8b1a-0f9e8d7c6b5a',
            reference: 'VV-0000412',
          },
        ],
        nameTrCode: '153010',
        descriptionTrCode: '153011',
      },
      {
        attachmentCode: 'IRTISANOMISILMOITUS',
        optional: false,
        originalRequired: true,
        extraInfo: null,
        delivered: false,
        uploads: [],
        nameTrCode: '153012',
        descriptionTrCode: '153013',
      },
      {
        attachmentCode: 'TILIOTE',
        optional: true,
        originalRequired: false,
        extraInfo: null,
        delivered: false,
        uploads: [],
        nameTrCode: '153014',
        descriptionTrCode: '153015',
      },
    ],
  },
];
const leaf = (id: string, trCode: string): DocumentTopic => ({
  id,
  trCode,
  docType: 'ATTACHMENT',
  isApplication: false,
  child: null,
  childIsMultiselect: false,
});
const SUB_TOPICS = [
  leaf('vuokrasopimus', '157101'),
  leaf('irtisanominen', '157102'),
  leaf('tiliote', '157104'),
];
const TOPICS: DocumentTopic[] = [
  {
    id: 'vuokravakuus',
    trCode: '157100',
    docType: 'RENTALDEPOSIT_APPLICATION',
    isApplication: true,
    childIsMultiselect: true,
    child: SUB_TOPICS,
  },
  leaf('yleinen-yhteydenotto', '157130'),
];
const LIST: UploadList = {
  totalPages: 2,
  uploads: Array.from({ length: 3 }, (_, index) => ({
    id: `u${index}`,
    filename: ['irtisanomisilmoitus.pdf', 'tiliote-kesakuu.png', 'vuokrasopimus-liite.pdf'][index] ?? '',
    created: `2025-06-2${index}`,
    topic: '157100',
    subTopic: ['157102', '157104', '157101'][index] ?? null,
    benefit: null,
    hetu: '120385-****',
    reference: `VV-000043${index}`,
  })),
};

const answers = (
  overrides: Partial<Record<keyof typeof operations, () => Promise<Response>>>,
): FetchAnswers => {
  const all = {
    attachmentRequestApplications: () => json(APPLICATIONS),
    attachmentRequestStatus: () => json(STATUS),
    ekultaTopics: () => json(TOPICS),
    ekultaTopicsForApplication: () => json(SUB_TOPICS),
    ekultaAttachments: () => json(LIST),
    frontendLog: noContent,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(all).map(([id, answer]) => [operations[id as keyof typeof operations].path, answer]),
  );
};

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "'Lähetä liitteitä': attachments Kela has asked for, general documents by topic, and the list of sent files.",
  use: 'The user answers an attachment request or sends a document of their own.',
  states: 'Loaded; nothing yet; load errors; loading; customer not found.',
  texts: '148xxx (portal/pages/send-attachment/codes.ts).',
  keyboard: `${PAGE_KEYBOARD} The file input opens the chooser with Enter or Space.`,
  screenReader: `${PAGE_SCREEN_READER} A sent file's reference is read in its confirmation.`,
});

const meta = {
  title: 'Portal/Send attachment',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_PERSON },
    path: PATHS.sendAttachment,
    page: <SendAttachmentPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (extra: Partial<Story>): Story => extra;

/** Loaded: the request's attachments (one delivered), the topics, a list with a second page. */
const loaded: Partial<Story> = { decorators: [withFetchAnswers(answers({}))] };
export const Loaded = story(loaded);

/** No open requests, and nothing sent yet. */
const empty: Partial<Story> = {
  decorators: [
    withFetchAnswers(
      answers({
        attachmentRequestApplications: () => json([]),
        ekultaAttachments: () => json({ uploads: [], totalPages: 0 }),
      }),
    ),
  ],
};
export const NothingYet = story(empty);

/** Every load fails: each part offers to try again (Error). */
const errors: Partial<Story> = {
  decorators: [
    withFetchAnswers(
      answers({ attachmentRequestApplications: failing, ekultaTopics: failing, ekultaAttachments: failing }),
    ),
  ],
};
export const LoadErrors = story(errors);

/** Everything still loading (Loading; the answers never come). */
const loading: Partial<Story> = {
  decorators: [
    withFetchAnswers(
      answers({ attachmentRequestApplications: never, ekultaTopics: never, ekultaAttachments: never }),
    ),
  ],
};
export const Loading = story(loading);

/** An identity code that is none of the user's customers: the error at its field. */
const notFound: Partial<Story> = {
  decorators: [
    withFetchAnswers({
      ...answers({}),
      // Any /ekulta/customer/{hetu}: the stub matches the path with the code in it.
      [operations.ekultaCustomer.path.replace('{hetu}', '131052-308T')]: () =>
        json({ code: '157000', message: '' }, 404),
    }),
  ],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(t(language, SEND_CODES.hetu));
    await userEvent.type(input, '131052-308T{Enter}');
    await canvas.findByText(t(language, SEND_CODES.customerNotFound));
  },
};
export const CustomerNotFound = story(notFound);
