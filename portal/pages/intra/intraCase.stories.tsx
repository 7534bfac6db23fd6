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
import ManifestFormPage from '../form/ManifestFormPage.tsx';
import { ORGANISATION, PERSON } from './customer.fixtures.ts';
import { STORY_STAFF, withCustomer } from './intra.story-helpers.tsx';
import { applicationPath, realizationDecisionPath } from './paths.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

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

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'One application in the staff area: its attachments (view, delete), the decision, the request for attachments and the realization decision.',
  use: 'Agency staff act on an application they have found.',
  states:
    'Attachments: listed, loading, none, not found, failing, no customer; delete confirmation, reason missing, failing, deleted; decision, attachment request and realization: empty, invalid, server error, already decided, sent.',
  texts: '170xxx–171xxx (portal/pages/intra/codes.ts).',
  keyboard: `${PAGE_KEYBOARD} Decisions are forms: radios with arrow keys, then the justification, then 'Lähetä päätös'.`,
  screenReader: `${PAGE_SCREEN_READER} A deletion and a sent decision are announced.`,
});

const meta = {
  title: 'Portal/Pages/Staff area/Case',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  // The staff area exists only in the intra mode.
  globals: { appMode: 'intra' },
  args: {
    language: 'fi',
    appMode: 'intra',
    user: { status: 'ready', user: STORY_STAFF },
    path: applicationPath('attachments', APPLICATION),
    page: <ApplicationAttachmentsPage applicationId={APPLICATION} />,
  },
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
  (reason: string | null): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
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

export const Attachments = shellStory(attachments(jsonAnswer(ATTACHMENTS)));
export const AttachmentsLoading = shellStory(attachments(never));
export const AttachmentsNone = shellStory(attachments(jsonAnswer([])));
export const AttachmentsNotFound = shellStory(attachments(jsonAnswer({ code: '170002' }, 404)));
export const AttachmentsFail = shellStory(attachments(jsonAnswer({ code: '152000' }, 503)));
export const DeleteConfirmation = shellStory({
  ...attachments(jsonAnswer(ATTACHMENTS)),
  play: deleteFirst(null),
});
export const DeleteReasonMissing = shellStory({
  ...attachments(jsonAnswer(ATTACHMENTS)),
  play: deleteFirst(''),
});
export const DeleteFails = shellStory({
  ...attachments(jsonAnswer(ATTACHMENTS), jsonAnswer({ code: '152000' }, 503)),
  play: deleteFirst('Asiakas lähetti väärän tiedoston.'),
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
  (reason: string): Story['play'] =>
  async (context) => {
    await deleteFirst(reason)?.(context);
    const live = context.canvasElement.querySelector('.intra-case__live');
    await waitFor(() => expect(live?.textContent).not.toBe(''), { timeout: 3000 });
  };
export const Deleted = shellStory({
  ...deletedAnswers(),
  play: deletedPlay('Asiakas lähetti väärän tiedoston.'),
});
export const AttachmentsNoCustomer = shellStory({ decorators: [withCustomer(null)] });

/* ---- The application decision ---------------------------------------------------------------- */

const DECIDE_PATH = buildUrl(intraOperations.intraDecideApplication, application);
const DOWNLOAD_PATH = buildUrl(intraOperations.intraDocumentDownload, { id: DOCUMENT });
const decisionPage = {
  path: applicationPath('decision', APPLICATION),
  page: <ManifestFormPage />,
};
const decision = (answer: () => Promise<Response>): Partial<Story> => ({
  decorators: [
    withFetchAnswers({ [DECIDE_PATH]: answer, [DOWNLOAD_PATH]: pdfAnswer, ...OVERVIEW, ...FRONTEND_LOG }),
  ],
});
const SUBMIT = { fi: 'Lähetä päätös', sv: 'Skicka beslutet' } as const;

/** Fills the decision (rejected, with a justification) and sends it; `fill: false` sends it empty. */
const sendDecision =
  (fill = true): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
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
    await userEvent.click(await canvas.findByRole('button', { name: SUBMIT[language] }));
  };

const FIELD_ERROR = [{ path: '/justification', label: 'Perustelu', message: 'x', code: '110110' }];

export const Decision = shellStory(decision(never), decisionPage);
export const DecisionInvalid = shellStory({ ...decision(never), play: sendDecision(false) }, decisionPage);
export const DecisionServerError = shellStory(
  { ...decision(jsonAnswer(FIELD_ERROR, 400)), play: sendDecision() },
  decisionPage,
);
export const DecisionAlreadyDecided = shellStory(
  { ...decision(jsonAnswer({ code: '170006' }, 409)), play: sendDecision() },
  decisionPage,
);
export const DecisionNotFound = shellStory(
  { ...decision(jsonAnswer({ code: '170002' }, 404)), play: sendDecision() },
  decisionPage,
);
export const DecisionSent = shellStory(
  { ...decision(jsonAnswer({ id: DOCUMENT })), play: sendDecision() },
  decisionPage,
);
export const DecisionNoCustomer = shellStory({ decorators: [withCustomer(null)] }, decisionPage);

/* ---- The attachment request ------------------------------------------------------------------- */

const REQUEST_PATH = buildUrl(intraOperations.intraRequestAttachments, application);
const requestPage = {
  path: applicationPath('attachmentRequest', APPLICATION),
  page: <ManifestFormPage />,
};
const request = (answer: () => Promise<Response>): Partial<Story> => ({
  decorators: [withFetchAnswers({ [REQUEST_PATH]: answer, ...OVERVIEW, ...FRONTEND_LOG })],
});
const sendRequest =
  (fill = true): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
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
      await canvas.findByRole('button', {
        name: language === 'sv' ? 'Skicka begäran om bilagor' : 'Lähetä liitepyyntö',
      }),
    );
  };

export const AttachmentRequest = shellStory(request(never), requestPage);
export const AttachmentRequestInvalid = shellStory(
  { ...request(never), play: sendRequest(false) },
  requestPage,
);
export const AttachmentRequestAlreadyDecided = shellStory(
  { ...request(jsonAnswer({ code: '170006' }, 409)), play: sendRequest() },
  requestPage,
);
export const AttachmentRequestSent = shellStory(
  { ...request(jsonAnswer({ id: '12' })), play: sendRequest() },
  requestPage,
);

/* ---- The realization decision ----------------------------------------------------------------- */

const DECIDE_REALIZATION_PATH = buildUrl(intraOperations.intraDecideRealization, {
  hetuOrBusinessId: CUSTOMER,
  realizationId: REALIZATION,
});
const realizationPage = {
  path: realizationDecisionPath(REALIZATION),
  page: <ManifestFormPage />,
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
  (fill = true): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
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
    await userEvent.click(await canvas.findByRole('button', { name: SUBMIT[language] }));
  };

export const RealizationDecision = shellStory(realization(never), realizationPage);
export const RealizationDecisionInvalid = shellStory(
  { ...realization(never), play: sendRealization(false) },
  realizationPage,
);
export const RealizationAlreadyDecided = shellStory(
  { ...realization(jsonAnswer({ code: '170008' }, 409)), play: sendRealization() },
  realizationPage,
);
export const RealizationNotFound = shellStory(
  { ...realization(jsonAnswer({ code: '170005' }, 404)), play: sendRealization() },
  realizationPage,
);
export const RealizationDecisionSent = shellStory(
  { ...realization(jsonAnswer({ id: DOCUMENT })), play: sendRealization() },
  realizationPage,
);
