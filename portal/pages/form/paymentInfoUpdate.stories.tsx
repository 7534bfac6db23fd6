/**
 * The payment-info update (/maksutiedot/muutosilmoitus) on the generic form page, in the layout, its
 * calls stubbed: the form started from the organisation's details (the identity code check naming
 * a known rentee), with its errors after an empty send, the success view, and as a private person.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { operations } from '../../../api/contract.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  ShellStory,
  shellStory,
  STORY_PERSON,
  STORY_REPRESENTATIVE,
  withFetchAnswers,
  FRONTEND_LOG,
  jsonAnswer,
  pdfAnswer,
  receiptAnswer,
  STORY_RECEIPT_PDF,
} from '../../shell.story-helpers.tsx';
import ManifestFormPage from './ManifestFormPage.tsx';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

const answers = withFetchAnswers({
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
  [STORY_RECEIPT_PDF]: pdfAnswer,
  ...FRONTEND_LOG,
});

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'The form to report changed payment details of an organisation.',
  use: "Opened from the payment information page; starts from the organisation's details, checks the rentee's identity code as it is typed.",
  states: 'The form (the identity code checked); with errors; sent; as a private person.',
  texts:
    "The payment-info form's codes (220xxx, 230xxx), its manifest's confirmation (149042, 141037, 149043) and 149050–149052 (IDENTITY_CHECK_CODES in portal/forms/extensions/IdentityCodeCheckWidget.tsx).",
  keyboard: PAGE_KEYBOARD,
  screenReader: `${PAGE_SCREEN_READER} The identity code's check is a polite status under its field.`,
});

const meta = {
  title: 'Portal/Pages/Payment-info update',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_REPRESENTATIVE },
    path: PATHS.paymentInfoUpdate,
    page: <ManifestFormPage />,
  },
  decorators: [answers],
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The update form opened, the rentee's identity code typed and checked. */
const formOpened: Partial<Story> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Henkilötunnus|Personbeteckning/ }),
      '131052-308T',
    );
    // The check answers after a pause: the story's state is the checked code (a screenshot of it,
    // tests/visual/, would otherwise catch the check or not by chance).
    await canvas.findByText(/Matti Virtanen/, undefined, { timeout: 5000 });
  },
};
export const UpdateForm = shellStory(formOpened);

/** The form sent empty: its errors and the error summary. */
const formErrors: Partial<Story> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Vuokranantajan nimi|Hyresvärdens namn/ });
    await userEvent.click(canvas.getByRole('button', { name: /^(Lähetä|Skicka)$/ }));
  },
};
export const UpdateFormErrors = shellStory(formErrors);

/**
 * The update sent: the status view with the PDF of what was sent. Its play function fills the
 * form with Finnish answers ('Suomi', a Finnish address), so the story is in Finnish; the form's
 * Swedish texts are in UpdateForm and UpdateFormErrors.
 */
export const UpdateSent = shellStory({
  globals: { language: 'fi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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

export const AsPrivatePerson = shellStory({}, { user: { status: 'ready', user: STORY_PERSON } });
