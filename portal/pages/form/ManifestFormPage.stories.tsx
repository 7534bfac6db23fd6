/**
 * The generic form page (a form whose manifest says `"page": "form"`) in the layout, with the one
 * form served there now, the tenancy-end notice; its calls stubbed: loading, empty, a saved draft
 * continued, the errors of an empty send, the server's 400 on its field, another failure, and the
 * manifest's confirmation with the receipt once sent.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import validNotice from '../../../schemas/forms/examples/tenancy-end-notice/valid-one-tenant-in-order.json' with { type: 'json' };
import manifest from '../../../schemas/forms/tenancy-end-notice.form.json' with { type: 'json' };
import { operations } from '../../../api/contract.ts';
import { ERROR_SUMMARY_CODES } from '../../../engine/react/engine/ErrorSummary.tsx';
import { STEP_CODES } from '../../../engine/react/engine/StepIndicator.tsx';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import { t } from '../../../texts/index.ts';
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
import ManifestFormPage, { FORM_PAGE_CODES } from './ManifestFormPage.tsx';

const FORM_ID = 'tenancy-end-notice';
const submitPath = operations.formSubmit.path.replace('{formId}', FORM_ID);

/** A draft of the whole notice, every answer given (the form's own valid example). */
const DRAFT = { ...STORY_DRAFT, type: manifest.submission.documentType, data: validNotice };

/** The page's calls: its drafts, the submission (`submitted`) and the PDF. */
function answers(
  drafts: FetchAnswers = savedStateAnswers([]),
  submitted: FetchAnswers[string] = receiptAnswer({ id: '00000000-0000-4000-8000-0000000000f2' }),
): FetchAnswers {
  return {
    ...FRONTEND_LOG,
    ...drafts,
    [submitPath]: submitted,
    [STORY_RECEIPT_PDF]: pdfAnswer,
  };
}
const withDraft = savedStateAnswers([DRAFT]);

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'The page every form made in the form designer is served on (its manifest says `"page": "form"`): the form, its draft, sending and the confirmation.',
  use: 'A form author publishes a form with a path; the page needs no code of its own. Shown here with the tenancy-end notice, the form served this way now. A form for one role shows the other role how to change it (no such form is published now, so it has no story).',
  states:
    "Loading; empty; a saved draft continued (with 'start afresh'); the errors of an empty send; the server's 400 on its field; sending failed; sent, with the manifest's confirmation and the receipt.",
  texts:
    "141xxx and 146xxx (FORM_PAGE_CODES in ManifestFormPage.tsx, the drafts' DRAFT_CODES in portal/forms/useDraft.ts, the receipt's SUBMITTED_CODES), the form's own codes (260xxx for the tenancy-end notice) and its manifest's title and confirmation.",
  keyboard: `${PAGE_KEYBOARD} 'Start afresh' is a button in the draft's notice before the form.`,
  screenReader: `${PAGE_SCREEN_READER} Sending failed is an alert; the confirmation's heading takes the focus.`,
});

const meta = {
  title: 'Portal/Pages/Form page',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_PERSON },
    path: manifest.path,
    page: <ManifestFormPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;

/** The drafts are being looked for (the answer never comes here): the spinner. */
export const Loading = shellStory({
  decorators: [withFetchAnswers(answers({ [operations.savedStates.path]: never }))],
});

/** A new notice: the form, empty. */
export const Empty = shellStory({
  decorators: [withFetchAnswers(answers())],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await within(canvasElement).findByRole('button', { name: t(language, STEP_CODES.send) });
  },
});

/** A saved draft continued: its answers, and when it was saved, with 'start afresh'. */
export const DraftContinued = shellStory({
  decorators: [withFetchAnswers(answers(withDraft))],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await within(canvasElement).findByRole('button', { name: t(language, DRAFT_CODES.startAfresh) });
  },
});

/** Sends with `language`'s 'Send' once the form is there. */
async function send(canvasElement: HTMLElement, language: Parameters<typeof t>[0]) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t(language, STEP_CODES.send) }));
}

/** 'Send' on the empty form: every field's error and the error summary. */
export const Errors = shellStory({
  decorators: [withFetchAnswers(answers())],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await send(canvasElement, language);
    await within(canvasElement).findByRole('heading', { name: t(language, ERROR_SUMMARY_CODES.title) });
  },
});

/** The server refused a field (400): its error on the field, everything typed kept. */
const refused = jsonAnswer(
  [
    {
      path: '/paymentCommitmentId',
      label: 'Maksusitoumuksen tunnus',
      message: 'Tarkista tieto.',
      code: '110002',
    },
  ],
  400,
);
export const ServerRefusedField = shellStory({
  decorators: [withFetchAnswers(answers(withDraft, refused))],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await send(canvasElement, language);
    const field = await within(canvasElement).findByDisplayValue(validNotice.paymentCommitmentId);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  },
});

/** Sending failed otherwise (503): the alert, the form as it was. */
export const SendFailed = shellStory({
  decorators: [withFetchAnswers(answers(withDraft, jsonAnswer({ code: '152012', message: 'x' }, 503)))],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await send(canvasElement, language);
    await within(canvasElement).findByText(t(language, FORM_PAGE_CODES.submitFailed));
  },
});

/** Sent: the manifest's confirmation, the receipt, the PDF and the links on. */
export const Sent = shellStory({
  decorators: [withFetchAnswers(answers(withDraft))],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await send(canvasElement, language);
    await within(canvasElement).findByRole('heading', { name: t(language, manifest.confirmation.title) });
  },
});
