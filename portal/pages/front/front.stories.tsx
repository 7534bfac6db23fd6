/**
 * The front page (/) in the shell, in each of its states: the saved realization requests and an
 * application in each step (SPEC §4), nothing yet, loading, the load failing, the delete
 * confirmation of a saved request, and a long Finnish street address. Its two lists come from
 * stubbed answers (front.fixtures.ts, the page's tests' data).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { operations } from '../../../api/contract.ts';
import { componentDocs } from '../../../engine/react/stories/componentDocs.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import { t } from '../../../texts/index.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  FRONTEND_LOG,
  jsonAnswer,
  never,
  shellStory,
  ShellStory,
  STORY_PERSON,
  withFetchAnswers,
  type FetchAnswers,
} from '../../shell.story-helpers.tsx';
import { FRONT_CODES } from './codes.ts';
import { APPLICATIONS, FIRST_SAVED, NOTHING_YET, SECOND_SAVED } from './front.fixtures.ts';

const docs = componentDocs({
  purpose:
    'The front page: where to start a new matter, the saved realization requests to continue, and each application’s story: its step, its decision and PDF, an attachment request to answer, new documents and the payment commitment.',
  use: 'The first page after login, and where every receipt leads back to.',
  states:
    'Saved requests and an application in each step (arrived, in process with an attachment request, granted with a new decision, rejected); nothing yet; loading; the load failing; the delete confirmation of a saved request; a long Finnish street address.',
  texts:
    '145xxx (portal/pages/front/codes.ts), the application states of shared/applicationState, 143xxx of the shell.',
  keyboard:
    "'Siirry pääsisältöön' is the first Tab stop; then the new-matter links, each saved request's 'Jatka' and 'Poista', and each card's PDF button, links and the expandable steps (Enter or Space opens them). Delete asks in a dialog; focus returns to the next saved request, or the heading.",
  screenReader:
    'Each saved request is a group named by its text; each application a card headed by its arrival day with its state as words (never colour alone). Deleting is announced (deleting, deleted, failed) in a polite live region.',
});

const meta = {
  title: 'Portal/Pages/Front page',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: { language: 'fi', user: { status: 'ready', user: STORY_PERSON }, path: PATHS.front },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's two lists answered by `statuses` and `saved`. */
const answering = (statuses: FetchAnswers[string], saved: FetchAnswers[string]): Partial<Story> => ({
  decorators: [
    withFetchAnswers({
      [operations.applicationStatuses.path]: statuses,
      [operations.savedStates.path]: saved,
      ...FRONTEND_LOG,
    }),
  ],
});

const loaded = answering(jsonAnswer(APPLICATIONS), jsonAnswer([FIRST_SAVED, SECOND_SAVED]));
export const Applications = shellStory(loaded);
export const NothingYet = shellStory(answering(jsonAnswer([]), jsonAnswer([])));
export const Loading = shellStory(answering(never, never));
export const LoadFailed = shellStory(answering(jsonAnswer({ code: '152000' }, 503), jsonAnswer([])));

/** 'Poista' pressed on the first saved request: the danger confirmation. */
export const DeleteSavedConfirmation = shellStory({
  ...loaded,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', {
      name: t(storyLanguage({ globals }), FRONT_CODES.delete),
    });
    await userEvent.click(first!);
    await canvas.findByRole('dialog');
  },
});

/** A long Finnish street name and a long Swedish one: the card's address wraps inside it. */
export const LongAddress = shellStory(
  answering(
    jsonAnswer([
      {
        ...NOTHING_YET,
        id: 'a9',
        paymentCommitmentId: 'MS-2025-0099',
        renterAddress: 'Lauttasaarentienkulmanvuokratalonkatu 125 B 47, 00200 Helsinki',
        arrivalDate: '2025-02-03',
        currentStep: 'ARRIVED',
      },
      {
        ...NOTHING_YET,
        id: 'a10',
        paymentCommitmentId: null,
        renterAddress: 'Västanfjärdshyresbostadsaktiebolagsvägen 3, 25900 Kimitoön',
        arrivalDate: '2025-01-20',
        currentStep: 'INPROCESS',
      },
    ]),
    jsonAnswer([]),
  ),
);
