/**
 * The realization request (/vuokra-vakuus-realisointi) in the layout, its calls stubbed: the
 * spinner while the visit is logged, 'Virhe tapahtui', the empty form, the rentee filled from a
 * payment commitment (and one not found), a saved draft continued, saved by hand, changed elsewhere
 * (409), the leave-page warning, the first step's errors, and the receipt once sent.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import validRequest from '../../../schemas/forms/examples/realization-request/valid-minimal-unpaid-rent.json' with { type: 'json' };
import { operations, type PaymentCommitment } from '../../../api/contract.ts';
import { ERROR_SUMMARY_CODES } from '../../../engine/react/engine/ErrorSummary.tsx';
import { STEP_CODES } from '../../../engine/react/engine/StepIndicator.tsx';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import { t, type Language } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import { LAYOUT_CODES } from '../../layout/codes.ts';
import {
  FRONTEND_LOG,
  jsonAnswer,
  never,
  pdfAnswer,
  STORY_RECEIPT_PDF,
  receiptAnswer,
  savedStateAnswers,
  ShellStory,
  shellStory,
  STORY_DRAFT,
  STORY_PERSON,
  withFetchAnswers,
  type FetchAnswers,
} from '../../shell.story-helpers.tsx';
import { DRAFT_CODES } from '../../forms/useDraft.ts';
import { COMMITMENT_CODES } from '../../forms/extensions/paymentCommitment.ts';
import { manifestOf } from '../../forms/details.ts';
import ManifestFormPage from './ManifestFormPage.tsx';

/** What the page says once the request is sent: its manifest's confirmation. */
const CONFIRMATION = manifestOf('realization-request')!.manifest.confirmation!;
import { LEAVE_CODES } from '../../forms/LeaveGuard.tsx';

const COMMITMENT: PaymentCommitment = {
  id: '12345678',
  renteeName: 'Matti Virtanen',
  customerHenro: '131052-308T',
  address: 'Hämeenkatu 10 B 15, 33100 Tampere',
  amount: 1200,
  startDate: '2022-09-01',
};

/** A draft of the whole request, every answer given (the form's own valid example). */
const DRAFT = { ...STORY_DRAFT, data: validRequest };

/** The page's calls: the visit logged (`visit`), a commitment, drafts, the submission and its PDF. */
function answers(visit: FetchAnswers[string], drafts = savedStateAnswers([DRAFT])): FetchAnswers {
  return {
    ...FRONTEND_LOG,
    ...drafts,
    [operations.navigateToRealization.path]: visit,
    [operations.paymentCommitment.path.replace('{id}', COMMITMENT.id)]: jsonAnswer(COMMITMENT),
    [operations.paymentCommitment.path.replace('{id}', '87654321')]: jsonAnswer(
      { code: '404', message: 'Not found' },
      404,
    ),
    [operations.submitRealization.path]: receiptAnswer({ id: '00000000-0000-4000-8000-0000000000f1' }),
    [STORY_RECEIPT_PDF]: pdfAnswer,
  };
}
const visitLogged = jsonAnswer(true);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'The request to realize a rental deposit guarantee: the landlord claims unpaid rent or damage from the guarantee after the tenancy has ended.',
  use: 'Opened from the front page or with `?commitment=<id>` from a decision; continued from a saved draft with `?openExisting=<id>`.',
  states:
    "Loading (spinner while the visit is logged); 'Virhe tapahtui'; empty; filled from a commitment; commitment not found; draft continued; saved; changed elsewhere (409); leave-page warning; first step's errors; sent, with the receipt.",
  texts:
    "146xxx (COMMITMENT_CODES in portal/forms/extensions/paymentCommitment.ts, its manifest's confirmation (146013, 141036, 146015), DRAFT_CODES in portal/forms/useDraft.ts, LEAVE_CODES in portal/forms/LeaveGuard.tsx), the form's own codes (schemas/forms/realization-request.ui.json), 141xxx for the receipt.",
  keyboard: `${PAGE_KEYBOARD} 'Next' and 'Previous' move between the steps; 'Save unfinished' is the last button after the form.`,
  screenReader: `${PAGE_SCREEN_READER} A manual save, and the rentee filled from a commitment, are announced politely; autosaves are not. Failures and the 409 choice are alerts.`,
});

const meta = {
  title: 'Portal/Pages/Realization request',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_PERSON },
    path: PATHS.realizationRequest,
    page: <ManifestFormPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready: Partial<Story> = { decorators: [withFetchAnswers(answers(visitLogged))] };

/** Waits for the rentee's address (from the commitment or the draft) in its field. */
function showsAddress(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByDisplayValue(COMMITMENT.address);
}

/** Changes the rentee's address of the draft opened, so there is unsaved work. */
async function changeAddress(canvasElement: HTMLElement) {
  await userEvent.type(await showsAddress(canvasElement), ' as 2');
}

/** Changes the draft and presses 'Save unfinished'. */
async function changeAndSave(canvasElement: HTMLElement, language: Language) {
  await changeAddress(canvasElement);
  const save = within(canvasElement).getByRole('button', { name: t(language, DRAFT_CODES.save) });
  await userEvent.click(save);
}

/** The visit is being logged: the spinner (the answer never comes here). */
export const Loading = shellStory({ decorators: [withFetchAnswers(answers(never))] });

/** The visit could not be logged: 'Virhe tapahtui' and nothing else. */
export const Failed = shellStory({ decorators: [withFetchAnswers(answers(jsonAnswer(false)))] });

/** A new request: the first step, empty. */
export const Empty = shellStory({
  ...ready,
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await within(canvasElement).findByRole('button', { name: t(language, STEP_CODES.next) });
  },
});

/** Opened from a decision: the rentee filled from payment commitment 12345678. */
export const FromCommitment = shellStory(
  { ...ready, play: async ({ canvasElement }) => void (await showsAddress(canvasElement)) },
  { search: `?commitment=${COMMITMENT.id}` },
);

/** A commitment number that is not found: the alert, the number kept for the user to check. */
export const CommitmentNotFound = shellStory(
  {
    ...ready,
    play: async ({ canvasElement, globals }) => {
      const text = t(storyLanguage({ globals }), COMMITMENT_CODES.missing, { id: '87654321' });
      await within(canvasElement).findByText(text);
    },
  },
  { search: '?commitment=87654321' },
);

/** A saved draft continued: every answer as saved. */
const continued = { search: `?openExisting=${DRAFT.id}` };
export const DraftContinued = shellStory(
  { ...ready, play: async ({ canvasElement }) => void (await showsAddress(canvasElement)) },
  continued,
);

/** 'Save unfinished' pressed: the time it was saved, announced. */
export const SavedByHand = shellStory(
  {
    ...ready,
    play: async ({ canvasElement, globals }) => {
      const language = storyLanguage({ globals });
      await changeAndSave(canvasElement, language);
      await within(canvasElement).findByText(t(language, DRAFT_CODES.saved));
    },
  },
  continued,
);

/** The draft was changed in another window (409): what was typed stays; fetch theirs or save over. */
export const ChangedElsewhere = shellStory(
  {
    decorators: [withFetchAnswers(answers(visitLogged, savedStateAnswers([DRAFT], { conflict: true })))],
    play: async ({ canvasElement, globals }) => {
      const language = storyLanguage({ globals });
      await changeAndSave(canvasElement, language);
      const reload = t(language, DRAFT_CODES.reloadDraft);
      await within(canvasElement).findByRole('button', { name: reload });
    },
  },
  continued,
);

/** Unsaved work and a link away: the leave-page warning. */
export const LeaveWarning = shellStory(
  {
    ...ready,
    play: async ({ canvasElement, globals }) => {
      const language = storyLanguage({ globals });
      const canvas = within(canvasElement);
      await changeAddress(canvasElement);
      await userEvent.click(canvas.getAllByRole('link', { name: t(language, LAYOUT_CODES.myDocuments) })[0]!);
      const dialog = await within(document.body).findByRole('dialog', {
        name: t(language, LEAVE_CODES.title),
      });
      await expect(dialog).toBeVisible();
    },
  },
  continued,
);

/** 'Next' on the empty first step: its errors, with the error summary. */
export const FirstStepErrors = shellStory({
  ...ready,
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t(language, STEP_CODES.next) }));
    await canvas.findByRole('heading', { name: t(language, ERROR_SUMMARY_CODES.title) });
  },
});

/** The draft sent: the receipt, with the PDF of what was sent and what happens next. */
export const Sent = shellStory(
  {
    ...ready,
    play: async ({ canvasElement, globals }) => {
      const language = storyLanguage({ globals });
      const canvas = within(canvasElement);
      await showsAddress(canvasElement);
      for (let step = 0; step < 4; step++)
        await userEvent.click(canvas.getByRole('button', { name: t(language, STEP_CODES.next) }));
      await userEvent.click(canvas.getByRole('button', { name: t(language, STEP_CODES.send) }));
      await canvas.findByText(t(language, CONFIRMATION.body));
    },
  },
  continued,
);
