/**
 * The landlord and tenant information form (/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen)
 * in the layout, its calls stubbed: while the landlord's details load, started from a private
 * person's and from an organisation's details, the post office filled from the postal code, the
 * errors of an empty send, the server's 400 on a field, another failure, and the receipt once sent.
 */
import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import validApplication from '../../../schemas/forms/examples/landlord-application/valid-minimal-person.json' with { type: 'json' };
import { operations, type LandlordInfo } from '../../../api/contract.ts';
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
import {
  FRONTEND_LOG,
  jsonAnswer,
  never,
  pdfAnswer,
  STORY_RECEIPT_PDF,
  receiptAnswer,
  ShellStory,
  shellStory,
  STORY_PERSON,
  STORY_REPRESENTATIVE,
  withFetchAnswers,
  type FetchAnswers,
} from '../../shell.story-helpers.tsx';
import ManifestFormPage, { FORM_PAGE_CODES } from './ManifestFormPage.tsx';
import landlordManifest from '../../../schemas/forms/landlord-application.form.json' with { type: 'json' };

const PERSON: LandlordInfo = {
  businessType: 'PERSON',
  name: validApplication.name,
  contactPersonEmailAddress: 'maija.meikalainen@example.fi',
};

const ORGANISATION: LandlordInfo = {
  businessType: 'ORGANISATION',
  name: STORY_REPRESENTATIVE.company ?? '',
  businessId: STORY_REPRESENTATIVE.business_id ?? '',
  contactPersonOrBranchName: STORY_REPRESENTATIVE.name,
  contactPersonEmailAddress: STORY_REPRESENTATIVE.email ?? '',
};

/** The page's calls: the landlord's details (`details`), the post office, the submission and its PDF. */
function answers(
  details: FetchAnswers[string] = jsonAnswer(PERSON),
  submitted: FetchAnswers[string] = receiptAnswer(),
): FetchAnswers {
  return {
    ...FRONTEND_LOG,
    [operations.landlordInfo.path]: details,
    [operations.postOffice.path.replace('{postalCode}', validApplication.landlordZipCode)]: jsonAnswer({
      townNumber: '091',
      nameFin: 'Helsinki',
      nameSv: 'Helsingfors',
      postalCode: validApplication.landlordZipCode,
    }),
    [operations.submitApplication.path]: submitted,
    [STORY_RECEIPT_PDF]: pdfAnswer,
  };
}

/** The field of RJSF's id `root_…` (language-neutral: the stories run in either). */
function field(canvasElement: HTMLElement, id: string): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(`#${id}`);
  if (!found) throw new Error(`story: no field #${id}`);
  return found;
}

/** Types the postal code and waits for the post office the page looks up. */
async function typePostalCode(canvasElement: HTMLElement) {
  await userEvent.type(field(canvasElement, 'root_landlordZipCode'), validApplication.landlordZipCode);
  await waitFor(() => expect(field(canvasElement, 'root_landlordZipArea')).not.toHaveValue(''));
}

/** Gives the rest of a private person's application (the name came from the details) and sends it. */
async function fillAndSend(canvasElement: HTMLElement, language: Language) {
  const canvas = within(canvasElement);
  await canvas.findByDisplayValue(PERSON.name);
  const rentee = validApplication.renteeInfo[0]!;
  await userEvent.click(field(canvasElement, 'root_language-0'));
  await userEvent.type(field(canvasElement, 'root_landlordAddress'), validApplication.landlordAddress);
  await typePostalCode(canvasElement);
  await userEvent.type(field(canvasElement, 'root_bankDetails_iban'), validApplication.bankDetails.iban);
  await userEvent.click(field(canvasElement, 'root_useReferenceNumberWhenPaying-1'));
  await userEvent.type(field(canvasElement, 'root_renteeInfo_0_firstName'), rentee.firstName);
  await userEvent.type(field(canvasElement, 'root_renteeInfo_0_lastName'), rentee.lastName);
  await userEvent.type(field(canvasElement, 'root_renteeInfo_0_birthdayHenro'), rentee.birthdayHenro);
  await userEvent.click(canvas.getByRole('button', { name: t(language, STEP_CODES.send) }));
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "The landlord tells the agency the landlord's and the tenants' details for a rental deposit guarantee: who the landlord is, where to pay, and the tenants.",
  use: 'Opened from the sidebar or the front page. It starts from the details the agency has for the user (or their organisation); the post office fills in from the postal code.',
  states:
    "Details loading; started from a person's and from an organisation's details; post office filled; the errors of an empty send; the server's 400 on a field; sending failed; sent, with the receipt and the PDF.",
  texts:
    "200xxx–230xxx (the form's codes, schemas/forms/landlord-application.ui.json), its manifest's confirmation (140010, 141035) and 141xxx (FORM_PAGE_CODES in ManifestFormPage.tsx, the receipt's SUBMITTED_CODES).",
  keyboard: `${PAGE_KEYBOARD} The post office field stays editable after it has been filled.`,
  screenReader: `${PAGE_SCREEN_READER} 'Loading' is a status; sending failed is an alert; the receipt's heading takes the focus.`,
});

const meta = {
  title: 'Portal/Pages/Landlord application',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_PERSON },
    path: PATHS.landlordApplication,
    page: <ManifestFormPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;

/** The landlord's details have not come yet (they never do here). */
export const Loading = shellStory({ decorators: [withFetchAnswers(answers(never))] });

/** A private person: the form started from their details. */
export const Person = shellStory({
  decorators: [withFetchAnswers(answers())],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByDisplayValue(PERSON.name);
  },
});

/** An organisation's representative: the organisation's business id, name and contact person. */
export const Organisation = shellStory(
  {
    decorators: [withFetchAnswers(answers(jsonAnswer(ORGANISATION)))],
    play: async ({ canvasElement }) => {
      await within(canvasElement).findByDisplayValue(ORGANISATION.name);
    },
  },
  { user: { status: 'ready', user: STORY_REPRESENTATIVE } },
);

/** The fifth digit of the postal code typed: the post office filled in the form's language. */
export const PostOfficeFilled = shellStory({
  decorators: [withFetchAnswers(answers())],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByDisplayValue(PERSON.name);
    await typePostalCode(canvasElement);
  },
});

/** 'Send' with only the details given: every missing answer's error and the error summary. */
export const Errors = shellStory({
  decorators: [withFetchAnswers(answers())],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue(PERSON.name);
    await userEvent.click(canvas.getByRole('button', { name: t(language, STEP_CODES.send) }));
    await canvas.findByRole('heading', { name: t(language, ERROR_SUMMARY_CODES.title) });
  },
});

/** The server refused the tenant's identity code (400): the error on it, everything kept. */
const refused = jsonAnswer(
  [
    {
      path: '/renteeInfo/0/birthdayHenro',
      label: 'Henkilötunnus',
      message: 'Tarkista henkilötunnus.',
      code: '110101',
    },
  ],
  400,
);
export const ServerRefusedField = shellStory({
  decorators: [withFetchAnswers(answers(jsonAnswer(PERSON), refused))],
  play: async ({ canvasElement, globals }) => {
    await fillAndSend(canvasElement, storyLanguage({ globals }));
    const hetu = field(canvasElement, 'root_renteeInfo_0_birthdayHenro');
    await waitFor(() => expect(hetu).toHaveAttribute('aria-invalid', 'true'));
  },
});

/** Sending failed otherwise (503): the alert, the form as it was. */
export const SendFailed = shellStory({
  decorators: [
    withFetchAnswers(answers(jsonAnswer(PERSON), jsonAnswer({ code: '152012', message: 'x' }, 503))),
  ],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await fillAndSend(canvasElement, language);
    await within(canvasElement).findByText(t(language, FORM_PAGE_CODES.submitFailed));
  },
});

/** Sent: the receipt, the PDF of what was sent and what happens next. */
export const Sent = shellStory({
  decorators: [withFetchAnswers(answers())],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    await fillAndSend(canvasElement, language);
    await within(canvasElement).findByText(t(language, landlordManifest.confirmation.body));
  },
});
