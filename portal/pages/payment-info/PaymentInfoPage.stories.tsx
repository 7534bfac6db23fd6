/**
 * The payment information page (/maksutiedot) in the layout, in Finnish and Swedish, its calls
 * stubbed: the payment list (two pages of payments; none; failing; loading) with the link to the
 * payment-info update (its stories: portal/pages/form/paymentInfoUpdate.stories.tsx), and the page
 * as a private person (the link to choose a company).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
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
  [operations.paymentInfoPdf.path]: pdfAnswer,
  ...FRONTEND_LOG,
};

const withList = (list: FetchAnswers[string]) =>
  withFetchAnswers({ ...common, [operations.paymentInfoList.path]: list });

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "An organisation's payment information, and the way to the form to report changed payment details.",
  use: 'Landlords that are organisations see payments made and report a new account or contact.',
  states: 'Payments; none; list failed; loading; as a private person.',
  texts: '149xxx (portal/pages/payment-info/codes.ts).',
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

export const AsPrivatePerson = shellStory(listed, { user: { status: 'ready', user: STORY_PERSON } });
