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
import { t, type Language } from '../../../texts/index.ts';
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

const meta = {
  title: 'Portal/Pages/Staff area/Customer',
  component: ShellStory,
  parameters: { layout: 'fullscreen', controls: { include: ['language'] } },
  args: {
    language: 'fi',
    appMode: 'intra',
    user: { status: 'ready', user: STORY_STAFF },
    path: PATHS.intraCustomers,
    page: <CustomerSearchPage />,
  },
  argTypes: { language: { control: 'inline-radio', options: ['fi', 'sv'] } },
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
  (language: Language, code: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', {
      name: language === 'sv' ? 'Personbeteckning eller FO-nummer' : 'Henkilötunnus tai y-tunnus',
    });
    if (code) await userEvent.type(input, code);
    await userEvent.click(canvas.getByRole('button', { name: language === 'sv' ? 'Sök' : 'Hae' }));
  };

export const SearchFi = shellStory('fi', search());
export const SearchSv = shellStory('sv', search());
export const SearchEmptyRefusedFi = shellStory('fi', { ...search(), play: searchFor('fi', '') });
export const SearchEmptyRefusedSv = shellStory('sv', { ...search(), play: searchFor('sv', '') });
export const SearchInvalidFi = shellStory('fi', { ...search(), play: searchFor('fi', '150385-924X') });
export const SearchInvalidSv = shellStory('sv', { ...search(), play: searchFor('sv', '150385-924X') });
export const SearchingFi = shellStory('fi', {
  ...search({ [customerPath('150385-924U')]: never }),
  play: searchFor('fi', '150385-924U'),
});
export const SearchingSv = shellStory('sv', {
  ...search({ [customerPath('150385-924U')]: never }),
  play: searchFor('sv', '150385-924U'),
});
export const SearchNotFoundFi = shellStory('fi', {
  ...search({ [customerPath('010594Y9032')]: jsonAnswer({ code: '170001' }, 404) }),
  play: searchFor('fi', '010594Y9032'),
});
export const SearchNotFoundSv = shellStory('sv', {
  ...search({ [customerPath('010594Y9032')]: jsonAnswer({ code: '170001' }, 404) }),
  play: searchFor('sv', '010594Y9032'),
});
export const SearchFailsFi = shellStory('fi', {
  ...search({ [customerPath('2345671-3')]: jsonAnswer({ code: '152012' }, 503) }),
  play: searchFor('fi', '2345671-3'),
});
export const SearchFailsSv = shellStory('sv', {
  ...search({ [customerPath('2345671-3')]: jsonAnswer({ code: '152012' }, 503) }),
  play: searchFor('sv', '2345671-3'),
});
export const SearchWithCustomerChosenFi = shellStory('fi', {
  decorators: [withFetchAnswers(FRONTEND_LOG), withCustomer(PERSON.hetuOrBusinessId)],
});
export const SearchWithCustomerChosenSv = shellStory('sv', {
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

export const NoCustomerChosenFi = shellStory(
  'fi',
  { decorators: [withFetchAnswers(FRONTEND_LOG), withCustomer(null)] },
  overviewPage,
);
export const NoCustomerChosenSv = shellStory(
  'sv',
  { decorators: [withFetchAnswers(FRONTEND_LOG), withCustomer(null)] },
  overviewPage,
);
export const CustomerLoadingFi = shellStory('fi', overview(PERSON, never), overviewPage);
export const CustomerLoadingSv = shellStory('sv', overview(PERSON, never), overviewPage);
export const CustomerFailsFi = shellStory(
  'fi',
  overview(PERSON, jsonAnswer({ code: '152012' }, 503)),
  overviewPage,
);
export const CustomerFailsSv = shellStory(
  'sv',
  overview(PERSON, jsonAnswer({ code: '152012' }, 503)),
  overviewPage,
);
export const CustomerNotFoundFi = shellStory(
  'fi',
  overview(PERSON, jsonAnswer({ code: '170001' }, 404)),
  overviewPage,
);
export const CustomerNotFoundSv = shellStory(
  'sv',
  overview(PERSON, jsonAnswer({ code: '170001' }, 404)),
  overviewPage,
);
export const PersonFi = shellStory('fi', overview(PERSON), overviewPage);
export const PersonSv = shellStory('sv', overview(PERSON), overviewPage);
export const OrganisationFi = shellStory('fi', overview(ORGANISATION), overviewPage);
export const OrganisationSv = shellStory('sv', overview(ORGANISATION), overviewPage);
export const NothingYetFi = shellStory('fi', overview(EMPTY_PERSON), overviewPage);
export const NothingYetSv = shellStory('sv', overview(EMPTY_PERSON), overviewPage);

/** Opens the delete dialog of the newest application; with `confirm`, presses delete with no reason. */
const openDelete =
  (language: Language, confirm: boolean): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = language === 'sv' ? 'Ta bort ansökan' : 'Poista hakemus';
    const buttons = await canvas.findAllByRole('button', { name });
    await userEvent.click(buttons[0]!);
    if (!confirm) return;
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name }));
  };

export const DeleteConfirmationFi = shellStory(
  'fi',
  { ...overview(PERSON), play: openDelete('fi', false) },
  overviewPage,
);
export const DeleteConfirmationSv = shellStory(
  'sv',
  { ...overview(PERSON), play: openDelete('sv', false) },
  overviewPage,
);
export const DeleteReasonMissingFi = shellStory(
  'fi',
  { ...overview(PERSON), play: openDelete('fi', true) },
  overviewPage,
);
export const DeleteReasonMissingSv = shellStory(
  'sv',
  { ...overview(PERSON), play: openDelete('sv', true) },
  overviewPage,
);

const openComplete =
  (language: Language): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: language === 'sv' ? 'Markera som behandlad' : 'Merkitse käsitellyksi',
      }),
    );
  };

export const CompleteConfirmationFi = shellStory(
  'fi',
  { ...overview(ORGANISATION), play: openComplete('fi') },
  overviewPage,
);
export const CompleteConfirmationSv = shellStory(
  'sv',
  { ...overview(ORGANISATION), play: openComplete('sv') },
  overviewPage,
);

/** Runs `run` once, when it mounts (before the story's effects, as it renders first). */
function OnMount({ run }: { run: () => void }) {
  useState(run);
  return null;
}

/** 'Ota käsittelyyn' pressed: the message, focused, over the overview loaded again (now in process). */
function takenIntoProcessing(language: Language): Partial<Story> {
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
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: t(language, CODES.process) }));
    },
  };
}

export const TakenIntoProcessingFi = shellStory('fi', takenIntoProcessing('fi'), overviewPage);
export const TakenIntoProcessingSv = shellStory('sv', takenIntoProcessing('sv'), overviewPage);
