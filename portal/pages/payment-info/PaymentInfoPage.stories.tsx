/**
 * The payment information page (/maksutiedot) in the layout, in Finnish and Swedish, its calls
 * stubbed: the payment list (two pages of payments; none; failing; loading), the update form opened
 * (with the identity code check naming a known rentee), the form with its errors after an empty
 * send, the success view, and the page as a private person (the link to choose a company).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { operations, type PaymentList, type PaymentRow } from '../../../api/contract.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  ShellStory,
  shellStory,
  STORY_PERSON,
  STORY_REPRESENTATIVE,
  withFetchAnswers,
  type FetchAnswers,
  FRONTEND_LOG,
  jsonAnswer,
  pdfAnswer,
  receiptAnswer,
  STORY_RECEIPT_PDF,
} from '../../shell.story-helpers.tsx';
import PaymentInfoPage from './PaymentInfoPage.tsx';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

const RENTEES = ['Matti Virtanen', 'Liisa Korhonen', 'Erik Åström', 'Aino Nieminen', 'Johan Sjöberg'];

function payments(count: number): PaymentRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${index + 1}`,
    renteeName: RENTEES[index % RENTEES.length] ?? '',
    applicationCreated: `2025-0${(index % 9) + 1}-1${index % 10}`,
    paymentCommitmentId: String(20250001 + index),
    renteeAddress: `Koivukuja ${index + 1} A ${index + 2}, 00100 Helsinki`,
    amount: 450 + index * 37.5,
    paymentDate: `2025-0${(index % 9) + 1}-2${index % 8}`,
  }));
}

const LIST: PaymentList = { totalItems: 27, totalPages: 2, payments: payments(20) };

const common: FetchAnswers = {
  [operations.landlordInfo.path]: jsonAnswer({
    businessType: 'ORGANISATION',
    name: 'Vuokratalot Mäkinen Oy',
    businessId: '2345671-3',
    contactPersonOrBranchName: 'Sari Mäkinen',
    contactPersonEmailAddress: 'sari.makinen@example.fi',
  }),
  [operations.hetuToHenro.path]: jsonAnswer({
    henro: '900000001',
    valid: true,
    firstname: 'Matti',
    lastname: 'Virtanen',
  }),
  [operations.paymentInfoUpdate.path]: receiptAnswer(),
  [operations.paymentInfoPdf.path]: pdfAnswer,
  [STORY_RECEIPT_PDF]: pdfAnswer,
  ...FRONTEND_LOG,
};

const withList = (list: FetchAnswers[string]) =>
  withFetchAnswers({ ...common, [operations.paymentInfoList.path]: list });

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: "An organisation's payment information and the form to report changed payment details.",
  use: 'Landlords that are organisations see payments made and report a new account or contact.',
  states: 'Payments; none; list failed; loading; the update form, with errors, sent; as a private person.',
  texts: "149xxx (portal/pages/payment-info/codes.ts) and the payment-info form's codes.",
  keyboard: PAGE_KEYBOARD,
  screenReader: `${PAGE_SCREEN_READER} A wide table is a named scroll region.`,
});

const meta = {
  title: 'Portal/Pages/Payment information',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_REPRESENTATIVE },
    path: PATHS.paymentInfo,
    page: <PaymentInfoPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const listed: Partial<Story> = { decorators: [withList(jsonAnswer(LIST))] };
export const Payments = shellStory(listed);

export const NoPayments = shellStory({
  decorators: [withList(jsonAnswer({ totalItems: 0, totalPages: 0, payments: [] }))],
});
export const ListFails = shellStory({
  decorators: [withList(jsonAnswer({ code: '152000', message: 'Service unavailable' }, 503))],
});
export const ListLoading = shellStory({
  decorators: [withList(() => new Promise<Response>(() => undefined))],
});

/** The update form opened, the rentee's identity code typed and checked. */
const formOpened: Partial<Story> = {
  ...listed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: /Ilmoita muuttuneet|Meddela ändrade/ });
    await userEvent.click(open);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Henkilötunnus|Personbeteckning/ }),
      '131052-308T',
    );
  },
};
export const UpdateForm = shellStory(formOpened);

/** The form sent empty: its errors and the error summary. */
const formErrors: Partial<Story> = {
  ...listed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Ilmoita muuttuneet|Meddela ändrade/ }));
    await canvas.findByRole('textbox', { name: /Vuokranantajan nimi|Hyresvärdens namn/ });
    await userEvent.click(canvas.getByRole('button', { name: /^(Lähetä|Skicka)$/ }));
  },
};
export const UpdateFormErrors = shellStory(formErrors);

export const AsPrivatePerson = shellStory(listed, { user: { status: 'ready', user: STORY_PERSON } });

/**
 * The update sent: the status view with the PDF of what was sent. Its play function fills the
 * form with Finnish answers ('Suomi', a Finnish address), so the story is in Finnish; the form's
 * Swedish texts are in UpdateForm and UpdateFormErrors.
 */
export const UpdateSent = shellStory({
  ...listed,
  globals: { language: 'fi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ilmoita muuttuneet maksutiedot' }));
    await canvas.findByRole('textbox', { name: /Vuokranantajan nimi/ });
    await userEvent.click(canvas.getByRole('radio', { name: 'Suomi' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Lähiosoite/ }), 'Koivukuja 3');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postinumero/ }), '00100');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postitoimipaikka/ }), 'Helsinki');
    await userEvent.type(canvas.getByRole('textbox', { name: /IBAN/ }), 'FI2112345600000785');
    await userEvent.click(canvas.getByRole('radio', { name: 'Ei' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Etunimi/ }), 'Matti');
    await userEvent.type(canvas.getByRole('textbox', { name: /Sukunimi/ }), 'Virtanen');
    await userEvent.type(canvas.getByRole('textbox', { name: /Henkilötunnus/ }), '131052-308T');
    await userEvent.click(canvas.getByRole('button', { name: 'Lähetä' }));
  },
});
