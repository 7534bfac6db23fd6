/**
 * The staff area's case pages (issue 14) in the layout of app mode intra, in Finnish and Swedish:
 * an application's attachments (loading, listed, none, not found, failing, the delete confirmation
 * open, its empty reason refused, deleted) and the three staff forms (empty, invalid submit, the
 * server's field error, already decided, not found, sent); every page before a customer is chosen.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { intraOperations, type IntraAttachment } from '../../../api/intra.ts';
import type { Language } from '../../../texts/index.ts';
import { buildUrl } from '../../api/client.ts';
import {
  ShellStory,
  shellStory,
  withFetchAnswers,
  FRONTEND_LOG,
  jsonAnswer,
  never,
  noContent,
} from '../../shell.story-helpers.tsx';
import ApplicationAttachmentsPage from './ApplicationAttachmentsPage.tsx';
import ApplicationDecisionPage from './ApplicationDecisionPage.tsx';
import AttachmentRequestPage from './AttachmentRequestPage.tsx';
import { ORGANISATION, PERSON } from './customer.fixtures.ts';
import { STORY_STAFF, withCustomer } from './intra.story-helpers.tsx';
import { applicationPath, realizationDecisionPath } from './paths.ts';
import RealizationDecisionPage from './RealizationDecisionPage.tsx';

const CUSTOMER = '2345671-3';
const APPLICATION = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const REALIZATION = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const DOCUMENT = 'd0c00000-0000-4000-8000-000000000001';
const application = { hetuOrBusinessId: CUSTOMER, applicationId: APPLICATION };

const ATTACHMENTS: IntraAttachment[] = [
  {
    id: 'a1111111-1111-4111-8111-111111111111',
    fileName: 'vuokrasopimus-koivukuja-3.pdf',
    mediaType: 'application/pdf',
    size: 245_000,
    created: '2026-03-04',
    attachmentCode: 'VUOKRASOPIMUS',
    requestId: 7,
  },
  {
    id: 'b2222222-2222-4222-8222-222222222222',
    fileName: 'tiliote-helmikuu.jpg',
    mediaType: 'image/jpeg',
    size: 1_450_000,
    created: '2026-03-02',
    attachmentCode: 'TILIOTE',
    requestId: 7,
  },
];

/** The customer's overview, with the application and the realization request the forms are about. */
const OVERVIEW = {
  [buildUrl(intraOperations.intraCustomer, { hetuOrBusinessId: CUSTOMER })]: jsonAnswer({
    ...ORGANISATION,
    applications: [
      { ...ORGANISATION.applications[0]!, id: APPLICATION },
      ...ORGANISATION.applications.slice(1),
    ],
    realizationRequests: [{ ...PERSON.realizationRequests[0]!, id: REALIZATION }],
  }),
};
const pdfAnswer = () =>
  Promise.resolve(
    new Response(new Blob(['%PDF-1.7\n%%EOF\n']), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="paatos.pdf"' },
    }),
  );

const meta = {
  title: 'Portal/Pages/Staff area/Case',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { include: ['language'] } },
  args: {
    language: 'fi',
    appMode: 'intra',
    user: { status: 'ready', user: STORY_STAFF },
    path: applicationPath('attachments', APPLICATION),
    page: <ApplicationAttachmentsPage applicationId={APPLICATION} />,
  },
  argTypes: { language: { control: 'inline-radio', options: ['fi', 'sv'] } },
  decorators: [withCustomer(CUSTOMER)],
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ---- An application's attachments ------------------------------------------------------------ */

const LIST_PATH = buildUrl(intraOperations.intraAttachments, application);
const DELETE_PATH = buildUrl(intraOperations.intraDeleteAttachment, {
  ...application,
  attachmentId: ATTACHMENTS[0]!.id,
});

const attachments = (list: () => Promise<Response>, remove = noContent): Partial<Story> => ({
  decorators: [withFetchAnswers({ [LIST_PATH]: list, [DELETE_PATH]: remove, ...FRONTEND_LOG })],
});

/** Deleting the first file: 'Poista', then (with `reason`) the reason typed, then 'Poista liite'. */
const deleteFirst =
  (language: Language, reason: string | null): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = ATTACHMENTS[0]!.fileName;
    await userEvent.click(
      await canvas.findByRole('button', { name: `${language === 'sv' ? 'Ta bort' : 'Poista'} ${name}` }),
    );
    if (reason === null) return;
    const dialog = within(await canvas.findByRole('dialog'));
    if (reason) await userEvent.type(dialog.getByRole('textbox'), reason);
    await userEvent.click(
      dialog.getByRole('button', { name: language === 'sv' ? 'Ta bort bilagan' : 'Poista liite' }),
    );
  };

export const AttachmentsFi = shellStory('fi', attachments(jsonAnswer(ATTACHMENTS)));
export const AttachmentsSv = shellStory('sv', attachments(jsonAnswer(ATTACHMENTS)));
export const AttachmentsLoadingFi = shellStory('fi', attachments(never));
export const AttachmentsLoadingSv = shellStory('sv', attachments(never));
export const AttachmentsNoneFi = shellStory('fi', attachments(jsonAnswer([])));
export const AttachmentsNoneSv = shellStory('sv', attachments(jsonAnswer([])));
export const AttachmentsNotFoundFi = shellStory('fi', attachments(jsonAnswer({ code: '170002' }, 404)));
export const AttachmentsNotFoundSv = shellStory('sv', attachments(jsonAnswer({ code: '170002' }, 404)));
export const AttachmentsFailFi = shellStory('fi', attachments(jsonAnswer({ code: '152000' }, 503)));
export const AttachmentsFailSv = shellStory('sv', attachments(jsonAnswer({ code: '152000' }, 503)));
export const DeleteConfirmationFi = shellStory('fi', {
  ...attachments(jsonAnswer(ATTACHMENTS)),
  play: deleteFirst('fi', null),
});
export const DeleteConfirmationSv = shellStory('sv', {
  ...attachments(jsonAnswer(ATTACHMENTS)),
  play: deleteFirst('sv', null),
});
export const DeleteReasonMissingFi = shellStory('fi', {
  ...attachments(jsonAnswer(ATTACHMENTS)),
  play: deleteFirst('fi', ''),
});
export const DeleteReasonMissingSv = shellStory('sv', {
  ...attachments(jsonAnswer(ATTACHMENTS)),
  play: deleteFirst('sv', ''),
});
export const DeleteFailsFi = shellStory('fi', {
  ...attachments(jsonAnswer(ATTACHMENTS), jsonAnswer({ code: '152000' }, 503)),
  play: deleteFirst('fi', 'Asiakas lähetti väärän tiedoston.'),
});
export const DeleteFailsSv = shellStory('sv', {
  ...attachments(jsonAnswer(ATTACHMENTS), jsonAnswer({ code: '152000' }, 503)),
  play: deleteFirst('sv', 'Kunden skickade fel fil.'),
});

/** Runs `run` once, when it mounts (before the story's effects, as it renders first). */
function OnMount({ run }: { run: () => void }) {
  useState(run);
  return null;
}

/** After the deletion the list answers without the deleted file (each time the story is shown anew). */
function deletedAnswers(): Partial<Story> {
  const state = { deleted: false };
  const fresh: Decorator = (Story) => (
    <>
      <OnMount
        run={() => {
          state.deleted = false;
        }}
      />
      <Story />
    </>
  );
  const { decorators = [] } = attachments(
    () => (state.deleted ? jsonAnswer(ATTACHMENTS.slice(1)) : jsonAnswer(ATTACHMENTS))(),
    () => {
      state.deleted = true;
      return noContent();
    },
  );
  return { decorators: [...(Array.isArray(decorators) ? decorators : [decorators]), fresh] };
}
const deletedPlay =
  (language: Language, reason: string): Story['play'] =>
  async (context) => {
    await deleteFirst(language, reason)?.(context);
    const live = context.canvasElement.querySelector('.intra-case__live');
    await waitFor(() => expect(live?.textContent).not.toBe(''), { timeout: 3000 });
  };
export const DeletedFi = shellStory('fi', {
  ...deletedAnswers(),
  play: deletedPlay('fi', 'Asiakas lähetti väärän tiedoston.'),
});
export const DeletedSv = shellStory('sv', {
  ...deletedAnswers(),
  play: deletedPlay('sv', 'Kunden skickade fel fil.'),
});
export const AttachmentsNoCustomerFi = shellStory('fi', { decorators: [withCustomer(null)] });
export const AttachmentsNoCustomerSv = shellStory('sv', { decorators: [withCustomer(null)] });

/* ---- The application decision ---------------------------------------------------------------- */

const DECIDE_PATH = buildUrl(intraOperations.intraDecideApplication, application);
const DOWNLOAD_PATH = buildUrl(intraOperations.intraDocumentDownload, { id: DOCUMENT });
const decisionPage = {
  path: applicationPath('decision', APPLICATION),
  page: <ApplicationDecisionPage applicationId={APPLICATION} />,
};
const decision = (answer: () => Promise<Response>): Partial<Story> => ({
  decorators: [
    withFetchAnswers({ [DECIDE_PATH]: answer, [DOWNLOAD_PATH]: pdfAnswer, ...OVERVIEW, ...FRONTEND_LOG }),
  ],
});
const SUBMIT = { fi: 'Lähetä päätös', sv: 'Skicka beslutet' } as const;

/** Fills the decision (rejected, with a justification) and sends it; `fill: false` sends it empty. */
const sendDecision =
  (language: Language, fill = true): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (fill) {
      await userEvent.click(
        await canvas.findByRole('radio', { name: language === 'sv' ? 'Avslås' : 'Hylätään' }),
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: language === 'sv' ? /Motivering/ : /Perustelu/ }),
        language === 'sv' ? 'Hyresavtalet saknas.' : 'Vuokrasopimus puuttuu.',
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT[language] }));
  };

const FIELD_ERROR = [{ path: '/justification', label: 'Perustelu', message: 'x', code: '110110' }];

export const DecisionFi = shellStory('fi', decision(never), decisionPage);
export const DecisionSv = shellStory('sv', decision(never), decisionPage);
export const DecisionInvalidFi = shellStory(
  'fi',
  { ...decision(never), play: sendDecision('fi', false) },
  decisionPage,
);
export const DecisionInvalidSv = shellStory(
  'sv',
  { ...decision(never), play: sendDecision('sv', false) },
  decisionPage,
);
export const DecisionServerErrorFi = shellStory(
  'fi',
  { ...decision(jsonAnswer(FIELD_ERROR, 400)), play: sendDecision('fi') },
  decisionPage,
);
export const DecisionServerErrorSv = shellStory(
  'sv',
  { ...decision(jsonAnswer(FIELD_ERROR, 400)), play: sendDecision('sv') },
  decisionPage,
);
export const DecisionAlreadyDecidedFi = shellStory(
  'fi',
  { ...decision(jsonAnswer({ code: '170006' }, 409)), play: sendDecision('fi') },
  decisionPage,
);
export const DecisionAlreadyDecidedSv = shellStory(
  'sv',
  { ...decision(jsonAnswer({ code: '170006' }, 409)), play: sendDecision('sv') },
  decisionPage,
);
export const DecisionNotFoundFi = shellStory(
  'fi',
  { ...decision(jsonAnswer({ code: '170002' }, 404)), play: sendDecision('fi') },
  decisionPage,
);
export const DecisionNotFoundSv = shellStory(
  'sv',
  { ...decision(jsonAnswer({ code: '170002' }, 404)), play: sendDecision('sv') },
  decisionPage,
);
export const DecisionSentFi = shellStory(
  'fi',
  { ...decision(jsonAnswer({ id: DOCUMENT })), play: sendDecision('fi') },
  decisionPage,
);
export const DecisionSentSv = shellStory(
  'sv',
  { ...decision(jsonAnswer({ id: DOCUMENT })), play: sendDecision('sv') },
  decisionPage,
);
export const DecisionNoCustomerFi = shellStory('fi', { decorators: [withCustomer(null)] }, decisionPage);
export const DecisionNoCustomerSv = shellStory('sv', { decorators: [withCustomer(null)] }, decisionPage);

/* ---- The attachment request ------------------------------------------------------------------- */

const REQUEST_PATH = buildUrl(intraOperations.intraRequestAttachments, application);
const requestPage = {
  path: applicationPath('attachmentRequest', APPLICATION),
  page: <AttachmentRequestPage applicationId={APPLICATION} />,
};
const request = (answer: () => Promise<Response>): Partial<Story> => ({
  decorators: [withFetchAnswers({ [REQUEST_PATH]: answer, ...OVERVIEW, ...FRONTEND_LOG })],
});
const sendRequest =
  (language: Language, fill = true): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (fill) {
      await userEvent.click(
        await canvas.findByRole('checkbox', { name: language === 'sv' ? 'Hyresavtal' : 'Vuokrasopimus' }),
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: language === 'sv' ? /Ska lämnas in senast/ : /Toimitettava/ }),
        '31.12.2098',
      );
      await userEvent.tab();
    }
    await userEvent.click(
      canvas.getByRole('button', {
        name: language === 'sv' ? 'Skicka begäran om bilagor' : 'Lähetä liitepyyntö',
      }),
    );
  };

export const AttachmentRequestFi = shellStory('fi', request(never), requestPage);
export const AttachmentRequestSv = shellStory('sv', request(never), requestPage);
export const AttachmentRequestInvalidFi = shellStory(
  'fi',
  { ...request(never), play: sendRequest('fi', false) },
  requestPage,
);
export const AttachmentRequestInvalidSv = shellStory(
  'sv',
  { ...request(never), play: sendRequest('sv', false) },
  requestPage,
);
export const AttachmentRequestAlreadyDecidedFi = shellStory(
  'fi',
  { ...request(jsonAnswer({ code: '170006' }, 409)), play: sendRequest('fi') },
  requestPage,
);
export const AttachmentRequestAlreadyDecidedSv = shellStory(
  'sv',
  { ...request(jsonAnswer({ code: '170006' }, 409)), play: sendRequest('sv') },
  requestPage,
);
export const AttachmentRequestSentFi = shellStory(
  'fi',
  { ...request(jsonAnswer({ id: '12' })), play: sendRequest('fi') },
  requestPage,
);
export const AttachmentRequestSentSv = shellStory(
  'sv',
  { ...request(jsonAnswer({ id: '12' })), play: sendRequest('sv') },
  requestPage,
);

/* ---- The realization decision ----------------------------------------------------------------- */

const DECIDE_REALIZATION_PATH = buildUrl(intraOperations.intraDecideRealization, {
  hetuOrBusinessId: CUSTOMER,
  realizationId: REALIZATION,
});
const realizationPage = {
  path: realizationDecisionPath(REALIZATION),
  page: <RealizationDecisionPage realizationId={REALIZATION} />,
};
const realization = (answer: () => Promise<Response>): Partial<Story> => ({
  decorators: [
    withFetchAnswers({
      [DECIDE_REALIZATION_PATH]: answer,
      [DOWNLOAD_PATH]: pdfAnswer,
      ...OVERVIEW,
      ...FRONTEND_LOG,
    }),
  ],
});
const sendRealization =
  (language: Language, fill = true): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (fill) {
      await userEvent.type(
        await canvas.findByRole('textbox', {
          name: language === 'sv' ? /Belopp som beviljas/ : /Myönnettävä/,
        }),
        '850',
      );
      await userEvent.type(
        canvas.getByRole('textbox', { name: language === 'sv' ? /Motivering/ : /Perustelu/ }),
        language === 'sv' ? 'Hyran för mars betalades inte.' : 'Maaliskuun vuokra jäi maksamatta.',
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT[language] }));
  };

export const RealizationDecisionFi = shellStory('fi', realization(never), realizationPage);
export const RealizationDecisionSv = shellStory('sv', realization(never), realizationPage);
export const RealizationDecisionInvalidFi = shellStory(
  'fi',
  { ...realization(never), play: sendRealization('fi', false) },
  realizationPage,
);
export const RealizationDecisionInvalidSv = shellStory(
  'sv',
  { ...realization(never), play: sendRealization('sv', false) },
  realizationPage,
);
export const RealizationAlreadyDecidedFi = shellStory(
  'fi',
  { ...realization(jsonAnswer({ code: '170008' }, 409)), play: sendRealization('fi') },
  realizationPage,
);
export const RealizationAlreadyDecidedSv = shellStory(
  'sv',
  { ...realization(jsonAnswer({ code: '170008' }, 409)), play: sendRealization('sv') },
  realizationPage,
);
export const RealizationNotFoundFi = shellStory(
  'fi',
  { ...realization(jsonAnswer({ code: '170005' }, 404)), play: sendRealization('fi') },
  realizationPage,
);
export const RealizationNotFoundSv = shellStory(
  'sv',
  { ...realization(jsonAnswer({ code: '170005' }, 404)), play: sendRealization('sv') },
  realizationPage,
);
export const RealizationDecisionSentFi = shellStory(
  'fi',
  { ...realization(jsonAnswer({ id: DOCUMENT })), play: sendRealization('fi') },
  realizationPage,
);
export const RealizationDecisionSentSv = shellStory(
  'sv',
  { ...realization(jsonAnswer({ id: DOCUMENT })), play: sendRealization('sv') },
  realizationPage,
);
