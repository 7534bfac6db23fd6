/**
 * The staff area's customer search and customer overview (issue 14) in the layout of app mode intra,
 * in Finnish and Swedish. The search: empty, a code refused in the browser, searching, a customer
 * not found, the search failing. The overview: no customer chosen, loading, failing, not found, a
 * person (every application step, realization and attachment requests, documents), an organisation
 * (payment files), a customer with nothing yet, the delete confirmation open and its empty reason
 * refused, the payment file confirmation open, an application taken into processing.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import type { DocumentPageRequest } from '../../../api/contract.ts';
import { intraOperations, type IntraCustomer } from '../../../api/intra.ts';
import { t } from '../../../texts/index.ts';
import { INTRA_CUSTOMER_CODES as CODES } from './codes.ts';
import { buildUrl } from '../../api/client.ts';
import { PATHS } from '../../guards/paths.ts';
import {
  ShellStory,
  shellStory,
  withFetchAnswers,
  FRONTEND_LOG,
  json,
  jsonAnswer,
  never,
  noContent,
} from '../../shell.story-helpers.tsx';
import CustomerPage from './CustomerPage.tsx';
import CustomerSearchPage from './CustomerSearchPage.tsx';
import {
  ARRIVED_DOCUMENTS,
  documentsPage,
  EMPTY_PERSON,
  FIXTURE_TODAY,
  ORGANISATION,
  PERSON,
  SENT_DOCUMENTS,
} from './customer.fixtures.ts';
import { STORY_STAFF, withCustomer } from './intra.story-helpers.tsx';
import { INTRA_PATHS } from './paths.ts';
import { storyLanguage } from '../../../engine/react/stories/storyGlobals.ts';
import {
  componentDocs,
  PAGE_KEYBOARD,
  PAGE_SCREEN_READER,
} from '../../../engine/react/stories/componentDocs.ts';

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "The staff area's customer search and a customer's overview: applications, their steps and the staff actions on them.",
  use: 'Agency staff (intra mode) look a customer up by personal identity code or business id.',
  states:
    'Search: empty, refused, invalid, searching, not found, failing, a customer chosen; overview of a person, an organisation, nothing yet; delete confirmation, reason missing; complete confirmation; taken into processing.',
  texts: '170xxx–171xxx (portal/pages/intra/codes.ts).',
  keyboard: `${PAGE_KEYBOARD} Enter in the search field searches; each application's actions are buttons in order.`,
  screenReader: `${PAGE_SCREEN_READER} The outcome of a staff action is said and focused.`,
});

const meta = {
  title: 'Portal/Pages/Staff area/Customer',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  // The staff area exists only in the intra mode.
  globals: { appMode: 'intra' },
  args: {
    language: 'fi',
    appMode: 'intra',
    user: { status: 'ready', user: STORY_STAFF },
    path: PATHS.intraCustomers,
    page: <CustomerSearchPage />,
  },
} satisfies Meta<typeof ShellStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/* ---- The search ------------------------------------------------------------------------------- */

const customerPath = (id: string) => buildUrl(intraOperations.intraCustomer, { hetuOrBusinessId: id });

const search = (answers: Record<string, () => Promise<Response>> = {}): Partial<Story> => ({
  decorators: [withFetchAnswers({ ...answers, ...FRONTEND_LOG }), withCustomer(null)],
});

/** Types `code` into the field and presses the search button. */
const searchFor =
  (code: string): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', {
      name: language === 'sv' ? 'Personbeteckning eller FO-nummer' : 'Henkilötunnus tai y-tunnus',
    });
    if (code) await userEvent.type(input, code);
    await userEvent.click(canvas.getByRole('button', { name: language === 'sv' ? 'Sök' : 'Hae' }));
  };

export const Search = shellStory(search());
export const SearchEmptyRefused = shellStory({ ...search(), play: searchFor('') });
export const SearchInvalid = shellStory({ ...search(), play: searchFor('150385-924X') });
export const Searching = shellStory({
  ...search({ [customerPath('150385-924U')]: never }),
  play: searchFor('150385-924U'),
});
export const SearchNotFound = shellStory({
  ...search({ [customerPath('010594Y9032')]: jsonAnswer({ code: '170001' }, 404) }),
  play: searchFor('010594Y9032'),
});
export const SearchFails = shellStory({
  ...search({ [customerPath('2345671-3')]: jsonAnswer({ code: '152012' }, 503) }),
  play: searchFor('2345671-3'),
});
export const SearchWithCustomerChosen = shellStory({
  decorators: [withFetchAnswers(FRONTEND_LOG), withCustomer(PERSON.hetuOrBusinessId)],
});

/* ---- The overview ----------------------------------------------------------------------------- */

const overviewPage = {
  path: INTRA_PATHS.customer,
  page: <CustomerPage today={FIXTURE_TODAY} />,
};

/** The customer's calls: the overview (`answer`), both document lists, the actions' answers. */
function overview(
  customer: IntraCustomer,
  answer: () => Promise<Response> = jsonAnswer(customer),
  more: Record<string, () => Promise<Response>> = {},
) {
  const id = customer.hetuOrBusinessId;
  const documents = (list: typeof SENT_DOCUMENTS) => (): Promise<Response> =>
    json(documentsPage(list, { current: 1, size: 20 } as DocumentPageRequest));
  const actions: Record<string, () => Promise<Response>> = {};
  for (const application of customer.applications) {
    const params = { hetuOrBusinessId: id, applicationId: application.id };
    actions[buildUrl(intraOperations.intraProcessApplication, params)] = noContent;
    actions[buildUrl(intraOperations.intraDeleteApplication, params)] = noContent;
  }
  for (const file of customer.paymentFiles)
    actions[
      buildUrl(intraOperations.intraCompletePaymentFile, { hetuOrBusinessId: id, deliveryId: file.id })
    ] = jsonAnswer({ id: '99' });
  return {
    decorators: [
      withFetchAnswers({
        [customerPath(id)]: answer,
        [buildUrl(intraOperations.intraSentDocuments, { hetuOrBusinessId: id })]: documents(
          customer.kind === 'PERSON' && customer.applications.length > 0 ? SENT_DOCUMENTS : [],
        ),
        [buildUrl(intraOperations.intraArrivedDocuments, { hetuOrBusinessId: id })]: documents(
          customer.kind === 'PERSON' && customer.applications.length > 0 ? ARRIVED_DOCUMENTS : [],
        ),
        ...actions,
        ...more,
        ...FRONTEND_LOG,
      }),
      withCustomer(id),
    ],
  } satisfies Partial<Story>;
}

export const NoCustomerChosen = shellStory(
  { decorators: [withFetchAnswers(FRONTEND_LOG), withCustomer(null)] },
  overviewPage,
);
export const CustomerLoading = shellStory(overview(PERSON, never), overviewPage);
export const CustomerFails = shellStory(overview(PERSON, jsonAnswer({ code: '152012' }, 503)), overviewPage);
export const CustomerNotFound = shellStory(
  overview(PERSON, jsonAnswer({ code: '170001' }, 404)),
  overviewPage,
);
export const Person = shellStory(overview(PERSON), overviewPage);
export const Organisation = shellStory(overview(ORGANISATION), overviewPage);
export const NothingYet = shellStory(overview(EMPTY_PERSON), overviewPage);

/** Opens the delete dialog of the newest application; with `confirm`, presses delete with no reason. */
const openDelete =
  (confirm: boolean): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    const name = language === 'sv' ? 'Ta bort ansökan' : 'Poista hakemus';
    const buttons = await canvas.findAllByRole('button', { name });
    await userEvent.click(buttons[0]!);
    if (!confirm) return;
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name }));
  };

export const DeleteConfirmation = shellStory({ ...overview(PERSON), play: openDelete(false) }, overviewPage);
export const DeleteReasonMissing = shellStory({ ...overview(PERSON), play: openDelete(true) }, overviewPage);

const openComplete =
  (): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const language = storyLanguage({ globals });
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: language === 'sv' ? 'Markera som behandlad' : 'Merkitse käsitellyksi',
      }),
    );
  };

export const CompleteConfirmation = shellStory(
  { ...overview(ORGANISATION), play: openComplete() },
  overviewPage,
);

/** Runs `run` once, when it mounts (before the story's effects, as it renders first). */
function OnMount({ run }: { run: () => void }) {
  useState(run);
  return null;
}

/** 'Ota käsittelyyn' pressed: the message, focused, over the overview loaded again (now in process). */
function takenIntoProcessing(): Partial<Story> {
  const state = { processed: false };
  const processed: IntraCustomer = {
    ...PERSON,
    applications: PERSON.applications.map((application, index) =>
      index === 0 ? { ...application, currentStep: 'INPROCESS' } : application,
    ),
  };
  const processPath = buildUrl(intraOperations.intraProcessApplication, {
    hetuOrBusinessId: PERSON.hetuOrBusinessId,
    applicationId: PERSON.applications[0]!.id,
  });
  const { decorators } = overview(PERSON, () => jsonAnswer(state.processed ? processed : PERSON)(), {
    [processPath]: () => {
      state.processed = true;
      return noContent();
    },
  });
  return {
    decorators: [
      ...decorators,
      (Story) => (
        <>
          <OnMount
            run={() => {
              state.processed = false;
            }}
          />
          <Story />
        </>
      ),
    ],
    play: async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      await userEvent.click(
        await canvas.findByRole('button', { name: t(storyLanguage({ globals }), CODES.process) }),
      );
    },
  };
}

export const TakenIntoProcessing = shellStory(takenIntoProcessing(), overviewPage);
