/**
 * The arrived files (statements) page (/saapuneet-tilitykset) in the layout, in Finnish and
 * Swedish, its calls stubbed: the list (three pages of statements, the filters' choices, the PDF of
 * each), none yet, the list failing (with its retry), loading, and the page as a private person; and
 * the payment file's format page (/maksutiedoston-kuvaus) in both languages.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { operations, type EkeviArrivedFile, type EkeviArrivedFiles } from '../../../api/contract.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  ShellStory,
  shellStory,
  STORY_PERSON,
  STORY_REPRESENTATIVE,
  withFetchAnswers,
  type FetchAnswers,
  type ShellStoryProps,
  jsonAnswer,
  pdfAnswer,
  FRONTEND_LOG,
} from '../../shell.story-helpers.tsx';
import ArrivedFilesPage from './ArrivedFilesPage.tsx';
import PaymentFileFormatPage from './PaymentFileFormatPage.tsx';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

const BUSINESS_ID = STORY_REPRESENTATIVE.business_id ?? '2345671-3';

function statements(count: number): EkeviArrivedFile[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    return {
      id: String(100 + number),
      fileId: `2026-${BUSINESS_ID}-${String(number * 2).padStart(4, '0')}`,
      completedDate: `2026-${String(12 - (index % 12)).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
      year: 2026,
      number,
      statementNameId: 'PAYMENT_STATEMENT',
      accountingNumber: `KP-2026-${BUSINESS_ID}-${String(number).padStart(4, '0')}`,
      rowCount: 3 + ((index * 37) % 400),
      totalAmount: 850 * (3 + ((index * 37) % 400)) + index * 12.5,
    };
  });
}

const ROWS = statements(50);
const LIST: EkeviArrivedFiles = { totalItems: 128, totalPages: 3, files: ROWS };

const common: FetchAnswers = {
  [operations.ekeviFilterCompletedFileIds.path]: jsonAnswer(ROWS.slice(0, 12).map((row) => row.fileId)),
  [operations.ekeviFilterAccountingNumbers.path]: jsonAnswer(
    ROWS.slice(0, 12).map((row) => row.accountingNumber),
  ),
  // The PDF of every statement shown (the stub matches whole paths).
  ...Object.fromEntries(
    ROWS.map((row) => [operations.ekeviArrivedFilePdf.path.replace('{id}', row.id), pdfAnswer]),
  ),
  ...FRONTEND_LOG,
};

const withList = (list: FetchAnswers[string]) =>
  withFetchAnswers({ ...common, [operations.ekeviArrivedFiles.path]: list });

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: "The statements that have arrived (accounting files as PDFs) and the payment file's format page.",
  use: "An organisation's ekevi side; the format page tells what a payment file must hold.",
  states: 'Statements; none; list failed; loading; as a private person; the file format page.',
  texts: '160xxx (portal/pages/ekevi/codes.ts).',
  keyboard: `${PAGE_KEYBOARD} Filters change the list after 700 ms; each PDF link is a Tab stop.`,
  screenReader: `${PAGE_SCREEN_READER} The number of statements found is announced after a filter changes.`,
});

const meta = {
  title: 'Portal/Pages/Ekevi/Arrived statements and file format',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: {
    language: 'fi',
    user: { status: 'ready', user: STORY_REPRESENTATIVE },
    path: PATHS.ekeviArrived,
    page: <ArrivedFilesPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const listed: Partial<Story> = { decorators: [withList(jsonAnswer(LIST))] };
export const Statements = shellStory(listed);

const empty: Partial<Story> = {
  decorators: [withList(jsonAnswer({ totalItems: 0, totalPages: 0, files: [] }))],
};
export const NoStatements = shellStory(empty);

const failing: Partial<Story> = {
  decorators: [withList(jsonAnswer({ code: '152000', message: 'Service unavailable' }, 503))],
};
export const ListFails = shellStory(failing);

export const ListLoading = shellStory({
  decorators: [withList(() => new Promise<Response>(() => undefined))],
});

const asPerson: Partial<ShellStoryProps> = { user: { status: 'ready', user: STORY_PERSON } };
export const AsPrivatePerson = shellStory(listed, asPerson);

/** The format page: documentation, the same for everyone; no call. */
const format: Partial<ShellStoryProps> = { path: PATHS.ekeviFormat, page: <PaymentFileFormatPage /> };
export const FileFormat = shellStory({}, format);
export const FileFormatAsPrivatePerson = shellStory({}, { ...format, ...asPerson });
