/**
 * The bulk payment file pages (issue 13) in the layout, in Finnish and Swedish: the send page
 * empty, with a file being sent (its progress), and with each result (accepted, validation errors,
 * double file, internal error, the request failing); the delivered files (listed, none, failing,
 * loading); both as a private person (the link to choose a company); the file's format page.
 */
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { operations, type EkeviDeliveredFiles, type EkeviSendResult } from '../../../api/contract.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  ShellStory,
  shellStory,
  STORY_PERSON,
  STORY_REPRESENTATIVE,
  withFetchAnswers,
  jsonAnswer,
  FRONTEND_LOG,
} from '../../shell.story-helpers.tsx';
import DeliveredFilesPage from './DeliveredFilesPage.tsx';
import PaymentFileFormatPage from './PaymentFileFormatPage.tsx';
import SendPaymentFilePage from './SendPaymentFilePage.tsx';
import { useSendFileStore, type SentFile } from './sendFileStore.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import { t } from '../../../texts/index.ts';
import { SEND_FILE_CODES } from './codes.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

const ACCEPTED: EkeviSendResult = {
  returnCode: 0,
  fileId: '2026-2345671-3-0007',
  errorMessageFinnish: null,
  errorMessageSwedish: null,
  paymentNumber: null,
  rowNumber: null,
  fieldCode: null,
  errors: [],
  errorCount: 0,
  rowCount: 124,
};
const fileError = (fi: string, sv: string, row: number | null = null, field: string | null = null) => ({
  errorMessageFinnish: fi,
  errorMessageSwedish: sv,
  paymentNumber: row === null ? null : String(1000 + row),
  rowNumber: row,
  fieldCode: field,
});
const withErrors = (
  returnCode: EkeviSendResult['returnCode'],
  errors: EkeviSendResult['errors'],
): EkeviSendResult => ({
  ...ACCEPTED,
  returnCode,
  fileId: null,
  ...errors[0]!,
  errors,
  errorCount: errors.length,
});
const REFUSED = withErrors(1, [
  fileError(
    'Summa: Tarkista summa. Anna se muodossa 1234,56.',
    'Belopp: Kontrollera beloppet. Ange det i formen 1234,56.',
    2,
    'amount',
  ),
  fileError(
    'Kausi: Tarkista kausi. Anna se muodossa vvvv-kk.',
    'Period: Kontrollera perioden. Ange den i formatet åååå-mm.',
    3,
    'period',
  ),
  fileError(
    'Tilinumero (IBAN): Tarkista tilinumero.',
    'Kontonummer (IBAN): Kontrollera kontonumret.',
    4,
    'iban',
  ),
]);
const DOUBLE = withErrors(2, [
  fileError(
    'Sama tiedosto on jo toimitettu, tiedostotunnus 2026-2345671-3-0003. Tiedostoa ei tallennettu uudelleen.',
    'Samma fil har redan lämnats in, filbeteckning 2026-2345671-3-0003. Filen sparades inte på nytt.',
  ),
]);
const INTERNAL = withErrors(9, [
  fileError(
    'Tiedoston käsittelyssä tapahtui virhe, eikä mitään tallennettu. Yritä myöhemmin uudelleen.',
    'Ett fel inträffade när filen behandlades, och ingenting sparades. Försök igen senare.',
  ),
]);

/** The send page as it is after a send: the result kept in its store. */
const withSent =
  (sent: SentFile | null): Decorator =>
  (Story) => {
    useSendFileStore.setState({ sent });
    return <Story />;
  };

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "Sending a bulk payment file, the list of files delivered (the ekevi mode), and the file's format for the organisation's IT people.",
  use: 'An organisation sends its payment file here; a private person sees why they cannot.',
  states:
    'Send; sending; accepted; validation errors (by line of the file), and a 5,000-row file with every row wrong (the first 1,000 shown); double file; internal error; request failed; as a private person; the delivered list, with 5,000 files (100 pages), empty, failing and loading; the format page.',
  texts: '160xxx (portal/pages/ekevi/codes.ts).',
  keyboard: `${PAGE_KEYBOARD} The file input is a native one: Enter or Space opens the file chooser.`,
  screenReader: `${PAGE_SCREEN_READER} The result of a send is announced and its heading focused; a wide table is a named scroll region.`,
});

const meta = {
  title: 'Portal/Pages/Bulk payment files',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_REPRESENTATIVE },
    path: PATHS.ekeviSend,
    page: <SendPaymentFilePage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = (result: EkeviSendResult | null): Partial<Story> => ({
  decorators: [withSent({ fileName: 'maksut-lokakuu.csv', result, failed: result === null })],
});

export const Send = shellStory({ decorators: [withSent(null)] });
export const Accepted = shellStory(sent(ACCEPTED));
export const ValidationErrors = shellStory(sent(REFUSED));

/**
 * A file of 5,000 rows, every one wrong: the server answers with the first 1,000 errors and the
 * count of all (server/README.md), and the page says how many it shows.
 */
const FIVE_THOUSAND_ROWS_WRONG: EkeviSendResult = {
  ...withErrors(
    1,
    Array.from({ length: 1000 }, (_, index) =>
      fileError(
        'Tilinumero (IBAN): Tarkista tilinumero.',
        'Kontonummer (IBAN): Kontrollera kontonumret.',
        index + 2,
        'iban',
      ),
    ),
  ),
  errorCount: 5000,
  rowCount: 5000,
};
export const ValidationErrorsFiveThousandRows = shellStory(sent(FIVE_THOUSAND_ROWS_WRONG));
export const DoubleFile = shellStory(sent(DOUBLE));
export const InternalError = shellStory(sent(INTERNAL));
export const RequestFailed = shellStory(sent(null));

/** A file chosen and sent, its answer never coming: the progress bar. */
export const Sending = shellStory({
  decorators: [
    withSent(null),
    (Story) => {
      class NeverAnswering {
        upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
        open() {}
        setRequestHeader() {}
        send() {
          setTimeout(
            () =>
              this.upload.onprogress?.({ lengthComputable: true, loaded: 45, total: 100 } as ProgressEvent),
            10,
          );
        }
        abort() {}
      }
      (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = NeverAnswering;
      return <Story />;
    },
  ],
  play: async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText(t(language, SEND_FILE_CODES.fileLabel));
    await userEvent.upload(
      input,
      new File(['paymentNumber;…\n'], 'maksut-lokakuu.csv', { type: 'text/csv' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t(language, SEND_FILE_CODES.send) }));
  },
});

export const SendAsPrivatePerson = shellStory({}, { user: { status: 'ready', user: STORY_PERSON } });

const DELIVERED: EkeviDeliveredFiles = {
  totalItems: 3,
  totalPages: 1,
  files: [
    {
      id: '3',
      fileId: null,
      created: '2026-11-20',
      file: 'maksut-marraskuu.csv',
      year: null,
      number: null,
      status: 'REJECTED',
      rowCount: 131,
      totalAmount: 0,
      errorCount: 3,
      error: {
        fi: 'Summa: Tarkista summa. Anna se muodossa 1234,56.',
        sv: 'Belopp: Kontrollera beloppet. Ange det i formen 1234,56.',
        paymentNumber: '1002',
        rowNumber: 2,
        fieldCode: 'amount',
      },
    },
    {
      id: '2',
      fileId: '2026-2345671-3-0007',
      created: '2026-10-20',
      file: 'maksut-lokakuu.csv',
      year: 2026,
      number: 7,
      status: 'ACCEPTED',
      rowCount: 124,
      totalAmount: 105_400.5,
      errorCount: 0,
      error: null,
    },
    {
      id: '1',
      fileId: '2026-2345671-3-0006',
      created: '2026-09-18',
      file: 'maksut-syyskuu.csv',
      year: 2026,
      number: 6,
      status: 'COMPLETED',
      rowCount: 122,
      totalAmount: 103_700,
      errorCount: 0,
      error: null,
    },
  ],
};
const delivered = (list: () => Promise<Response>): Partial<Story> => ({
  decorators: [
    withFetchAnswers({
      [operations.ekeviDeliveredFiles.path]: list,
      [operations.ekeviFilterFileIds.path]: jsonAnswer(['2026-2345671-3-0007', '2026-2345671-3-0006']),
      ...FRONTEND_LOG,
    }),
  ],
});
const deliveredPage = { path: PATHS.ekeviDelivered, page: <DeliveredFilesPage /> };

export const Delivered = shellStory(delivered(jsonAnswer(DELIVERED)), deliveredPage);
/** 5,000 files delivered over the years: the first page of 50 and the pages to the rest. */
export const DeliveredFiveThousandFiles = shellStory(
  delivered(
    jsonAnswer({
      totalItems: 5000,
      totalPages: 100,
      files: Array.from({ length: 50 }, (_, index) => ({
        ...DELIVERED.files[1]!,
        id: String(5000 - index),
        fileId: `2026-2345671-3-${String(5000 - index).padStart(4, '0')}`,
        file: `maksut-${5000 - index}.csv`,
        number: 5000 - index,
      })),
    }),
  ),
  deliveredPage,
);
export const DeliveredNone = shellStory(
  delivered(jsonAnswer({ totalItems: 0, totalPages: 0, files: [] })),
  deliveredPage,
);
export const DeliveredFails = shellStory(
  delivered(jsonAnswer({ code: '152000', message: 'Service unavailable' }, 503)),
  deliveredPage,
);
export const DeliveredLoading = shellStory(
  delivered(() => new Promise<Response>(() => undefined)),
  deliveredPage,
);
export const DeliveredAsPrivatePerson = shellStory(
  {},
  { ...deliveredPage, user: { status: 'ready', user: STORY_PERSON } },
);

/**
 * The payment file's format for the organisation's IT people: its columns, rules and example. At a
 * phone's width (the toolbar) the column table stacks, each column a block of its own.
 */
export const PaymentFileFormat = shellStory({}, { path: PATHS.ekeviFormat, page: <PaymentFileFormatPage /> });
