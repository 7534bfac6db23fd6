import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import type { ApplicationStatus, User } from '../../../api/contract.ts';
import { renderInShell, TEST_PERSON } from '../../shell.test-helpers.tsx';
import FrontPage, { FRONT_CODES } from './FrontPage.tsx';
import { APPLICATIONS, FIRST_SAVED, SECOND_SAVED } from './front.fixtures.ts';

const STATUSES = '/api/api/v1/application-statuses';
const SAVED = '/api/api/v1/saved-state?type=REALIZATION_REQUEST';
const SAVED_STATE = '/api/api/v1/saved-state';
const DOWNLOAD = '/api/api/v1/document/download/';

const FIRST = FIRST_SAVED;
const SECOND = SECOND_SAVED;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Options {
  language?: Language;
  user?: User;
  statuses?: () => Promise<Response>;
  savedStates?: () => Promise<Response>;
  remove?: () => Promise<Response>;
}

function renderPage({ language = 'fi', user = TEST_PERSON, statuses, savedStates, remove }: Options = {}) {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url === STATUSES) return statuses ? statuses() : Promise.resolve(json(APPLICATIONS));
    if (url === SAVED) return savedStates ? savedStates() : Promise.resolve(json([FIRST, SECOND]));
    if (url === SAVED_STATE && init?.method === 'DELETE')
      return remove ? remove() : Promise.resolve(new Response(null, { status: 204 }));
    if (url.startsWith(DOWNLOAD))
      return Promise.resolve(
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="vuokravakuushakemuksen-paatos-2024-12-20.pdf"',
          },
        }),
      );
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(<FrontPage />, { shell: { language, user: { status: 'ready', user } } });
  return { ...result, fetch, user: userEvent.setup() };
}

const deleteCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(
    ([url, init]) => url === SAVED_STATE && (init as RequestInit | undefined)?.method === 'DELETE',
  );

/** The polite live region the page announces in (each card has its own, for its download). */
const liveRegion = () => document.querySelector('.front-page > [aria-live="polite"]') as HTMLElement;

function savedAlert(language: Language, date: string): HTMLElement {
  return screen.getByRole('group', { name: t(language, FRONT_CODES.savedText, { date }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe.each<Language>(['fi', 'sv'])('the front page in %s', (language) => {
  it('shows a spinner (INITIAL), then the saved requests and applications (LOADED)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { fetch } = renderPage({ language, statuses: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByRole('status')).toHaveTextContent(t(language, '140002'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(language, '141005'));
    // Both load at once, in parallel.
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining([STATUSES, SAVED])),
    );
    expect(
      screen.queryByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) }),
    ).not.toBeInTheDocument();
    await act(async () => answer(json(APPLICATIONS)));
    expect(
      await screen.findByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t(language, FRONT_CODES.savedHeading) })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(APPLICATIONS.length);
  });

  it('links to the forms their manifests offer on the front page: the landlord form, the realization page, the tenancy-end notice', async () => {
    renderPage({ language });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) });
    expect(screen.getByRole('link', { name: t(language, '260001') })).toHaveAttribute(
      'href',
      '/ilmoitus-vuokrasuhteen-paattymisesta',
    );
    expect(screen.getByRole('link', { name: t(language, '200001') })).toHaveAttribute(
      'href',
      '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen',
    );
    expect(screen.getByRole('link', { name: t(language, '143007') })).toHaveAttribute(
      'href',
      '/vuokra-vakuus-realisointi',
    );
  });

  it('says that loading failed and loads again on retry', async () => {
    let calls = 0;
    const { user } = renderPage({
      language,
      statuses: () => Promise.resolve(++calls === 1 ? json({ message: 'x' }, 503) : json(APPLICATIONS)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t(language, FRONT_CODES.loadFailed));
    await user.click(within(alert).getByRole('button', { name: t(language, FRONT_CODES.retry) }));
    expect(
      await screen.findByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers paperless service only to an eligible user who has not chosen', async () => {
    const link = () => screen.queryByRole('link', { name: t(language, FRONT_CODES.paperlessLink) });
    const eligible = {
      ...TEST_PERSON,
      paperlessOption: { ...TEST_PERSON.paperlessOption, permission: null },
    };
    const first = renderPage({ language, user: eligible });
    expect(link()).toHaveAttribute('href', '/paatokset-ja-muut-asiakirjasi');
    expect(screen.getByText(t(language, FRONT_CODES.paperless))).toBeInTheDocument();
    first.unmount();

    // `permission` absent counts as not chosen.
    const second = renderPage({ language, user: TEST_PERSON });
    expect(link()).toBeInTheDocument();
    second.unmount();

    for (const permission of [true, false]) {
      const chosen = renderPage({
        language,
        user: { ...TEST_PERSON, paperlessOption: { ...TEST_PERSON.paperlessOption, permission } },
      });
      expect(link()).not.toBeInTheDocument();
      chosen.unmount();
    }
    renderPage({
      language,
      user: {
        ...TEST_PERSON,
        paperlessOption: { phone: null, email: null, isEmailOrPhoneGiven: false, permission: null },
      },
    });
    expect(link()).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) });
  });

  it('shows each saved request kept until created + 14 days, with continue and delete', async () => {
    renderPage({ language });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.savedHeading) });
    const first = savedAlert(language, '15.03.2025');
    expect(first).toHaveTextContent('15.03.2025');
    expect(within(first).getByRole('link', { name: t(language, FRONT_CODES.continue) })).toHaveAttribute(
      'href',
      `/vuokra-vakuus-realisointi?openExisting=${FIRST.id}`,
    );
    expect(within(first).getByRole('button', { name: t(language, FRONT_CODES.delete) })).toBeInTheDocument();
    expect(savedAlert(language, '24.04.2025')).toBeInTheDocument();
  });

  it('asks before deleting; cancel keeps the request and sends nothing', async () => {
    const { user, fetch } = renderPage({ language });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.savedHeading) });
    const deleteButton = within(savedAlert(language, '15.03.2025')).getByRole('button', {
      name: t(language, FRONT_CODES.delete),
    });
    await user.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: t(language, FRONT_CODES.deleteTitle) });
    expect(dialog).toHaveClass('portal-dialog--danger');
    expect(dialog).toHaveAccessibleDescription(t(language, FRONT_CODES.deleteBody, { date: '15.03.2025' }));
    await user.click(within(dialog).getByRole('button', { name: t(language, '142004') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(savedAlert(language, '15.03.2025')).toBeInTheDocument();
    expect(deleteCalls(fetch)).toHaveLength(0);
  });

  it('deletes on confirm: DELETE with the id, deleting… then deleted is announced, focus moves on', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, fetch } = renderPage({
      language,
      remove: () => new Promise((resolve) => (answer = resolve)),
    });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.savedHeading) });
    await user.click(
      within(savedAlert(language, '15.03.2025')).getByRole('button', {
        name: t(language, FRONT_CODES.delete),
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: t(language, FRONT_CODES.delete) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const [call] = deleteCalls(fetch);
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({ id: FIRST.id });
    // SPEC §9: said 1 s later, not at once.
    expect(liveRegion()).toBeEmptyDOMElement();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(t(language, FRONT_CODES.deleting)), {
      timeout: 2000,
    });

    await act(async () => answer(new Response(null, { status: 204 })));
    await waitFor(() => expect(screen.queryByText('15.03.2025', { exact: false })).not.toBeInTheDocument());
    // Focus moves to the next saved request.
    expect(savedAlert(language, '24.04.2025')).toHaveFocus();
    await waitFor(() => expect(liveRegion()).toHaveTextContent(t(language, FRONT_CODES.deleted)), {
      timeout: 2000,
    });
  });

  it('moves focus to the page heading when the last saved request is deleted', async () => {
    const { user } = renderPage({ language, savedStates: () => Promise.resolve(json([FIRST])) });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.savedHeading) });
    await user.click(screen.getByRole('button', { name: t(language, FRONT_CODES.delete) }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t(language, FRONT_CODES.delete) }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: t(language, FRONT_CODES.savedHeading) }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('announces a failed deletion and keeps the request, saying so', async () => {
    const { user, fetch } = renderPage({
      language,
      remove: () => Promise.resolve(json({ message: 'x' }, 500)),
    });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.savedHeading) });
    const deleteButton = within(savedAlert(language, '15.03.2025')).getByRole('button', {
      name: t(language, FRONT_CODES.delete),
    });
    await user.click(deleteButton);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: t(language, FRONT_CODES.delete) }),
    );
    await waitFor(() => expect(deleteCalls(fetch)).toHaveLength(1));
    await waitFor(() => expect(liveRegion()).toHaveTextContent(t(language, FRONT_CODES.deleteFailed)), {
      timeout: 2000,
    });
    const alert = savedAlert(language, '15.03.2025');
    expect(alert).toHaveTextContent(t(language, FRONT_CODES.deleteFailed));
    expect(deleteButton).toHaveFocus();
    expect(deleteButton).toHaveAccessibleDescription(
      `${t(language, FRONT_CODES.savedText, { date: '15.03.2025' })} ${t(language, FRONT_CODES.deleteFailed)}`,
    );
  });

  it('shows the applications as cards, with a placeholder for a missing payment commitment', async () => {
    renderPage({ language });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) });
    const first = screen.getByRole('listitem', {
      name: t(language, FRONT_CODES.applicationTitle, { date: '03.02.2025' }),
    });
    expect(first).toHaveTextContent('MS-2025-0042');
    expect(first).toHaveTextContent('Koivukuja 3 A 5, 00100 Helsinki');
    expect(first).not.toHaveTextContent(t(language, FRONT_CODES.noPaymentCommitment));
    const second = screen.getByRole('listitem', {
      name: t(language, FRONT_CODES.applicationTitle, { date: '15.01.2025' }),
    });
    expect(second).toHaveTextContent(t(language, FRONT_CODES.noPaymentCommitment));
    expect(second).toHaveTextContent('Björkvägen 7, 65100 Vasa');
  });

  it("tells each application's story: its state, what to do next, the decision and the commitment", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const { fetch, user } = renderPage({ language });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) });
    const card = (date: string) =>
      screen.getByRole('listitem', { name: t(language, FRONT_CODES.applicationTitle, { date }) });
    const state = (code: string) => `${t(language, '145070')}: ${t(language, code)}`;
    // "Start a new matter" comes before the applications.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf(t(language, FRONT_CODES.startHeading))).toBe(0);

    const arrived = card('03.02.2025');
    expect(arrived).toHaveTextContent(state('145071'));
    // The arrival date is in the heading only.
    expect(arrived.textContent!.split('03.02.2025')).toHaveLength(2);

    const asked = card('15.01.2025');
    expect(asked).toHaveTextContent(state('145073'));
    expect(asked).toHaveTextContent(t(language, FRONT_CODES.requestText, { date: '28.02.2025' }));
    expect(within(asked).getByRole('link', { name: t(language, FRONT_CODES.requestLink) })).toHaveAttribute(
      'href',
      '/laheta-liite',
    );
    expect(asked).toHaveTextContent(t(language, FRONT_CODES.newDocuments, { count: '1' }));

    const granted = card('30.11.2024');
    expect(granted).toHaveTextContent(state('145074'));
    expect(granted).toHaveTextContent(
      `${t(language, FRONT_CODES.decisionMade, { date: '20.12.2024' })} ${t(language, FRONT_CODES.newMarker)}`,
    );
    expect(granted).toHaveTextContent('60000001');
    expect(granted).toHaveTextContent(language === 'fi' ? '1 450,00 €' : '1 450,00 €');
    expect(within(granted).getByRole('link', { name: t(language, FRONT_CODES.claimLink) })).toHaveAttribute(
      'href',
      '/vuokra-vakuus-realisointi',
    );
    // Opening the decision downloads its PDF; it is no longer new, nor counted among new documents.
    await user.click(within(granted).getByRole('button', { name: t(language, FRONT_CODES.openDecision) }));
    await waitFor(() =>
      expect(granted).toHaveTextContent(
        t(language, FRONT_CODES.decisionDownloaded, { name: 'vuokravakuushakemuksen-paatos-2024-12-20.pdf' }),
      ),
    );
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`${DOWNLOAD}d3`);
    expect(granted).not.toHaveTextContent(t(language, FRONT_CODES.newMarker));
    expect(granted).not.toHaveTextContent(t(language, FRONT_CODES.newDocuments, { count: '1' }));

    const rejected = card('01.10.2024');
    expect(rejected).toHaveTextContent(state('145075'));
    expect(rejected).toHaveTextContent(t(language, FRONT_CODES.decisionMade, { date: '20.10.2024' }));
    expect(rejected).not.toHaveTextContent(t(language, FRONT_CODES.paymentCommitment));
    expect(within(rejected).queryByRole('link', { name: t(language, FRONT_CODES.claimLink) })).toBeNull();
  });

  it.each<[ApplicationStatus['currentStep'], string, string[]]>([
    ['ARRIVED', '03.02.2025', ['stateDone', 'stateUpcoming', 'stateUpcoming']],
    ['INPROCESS', '15.01.2025', ['stateDone', 'stateCurrent', 'stateUpcoming']],
    ['DONE', '30.11.2024', ['stateDone', 'stateDone', 'stateDone']],
    ['REJECTED', '01.10.2024', ['stateDone', 'stateDone', 'stateDone']],
  ])('expands and collapses the timeline of a %s application', async (step, date, states) => {
    const { user } = renderPage({ language });
    await screen.findByRole('heading', { name: t(language, FRONT_CODES.applicationsHeading) });
    const card = screen.getByRole('listitem', { name: t(language, FRONT_CODES.applicationTitle, { date }) });
    const toggle = within(card).getByRole('button', { name: t(language, FRONT_CODES.timeline) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const timeline = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(timeline.tagName).toBe('OL');
    expect(timeline).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(timeline).toBeVisible();
    const third = step === 'REJECTED' ? FRONT_CODES.stepRejected : FRONT_CODES.stepDone;
    const labels = [FRONT_CODES.stepArrived, FRONT_CODES.stepInProcess, third];
    const items = within(timeline).getAllByRole('listitem');
    // Each step says its state in words (visually hidden), not by colour or symbol only.
    expect(items.map((item) => item.textContent)).toEqual(
      labels.map((label, index) =>
        expect.stringContaining(
          `${t(language, label)}: ${t(language, FRONT_CODES[states[index] as keyof typeof FRONT_CODES])}`,
        ),
      ),
    );
    const reached = { ARRIVED: 0, INPROCESS: 1, DONE: 2, REJECTED: 2 }[step];
    items.forEach((item, index) =>
      index === reached
        ? expect(item).toHaveAttribute('aria-current', 'step')
        : expect(item).not.toHaveAttribute('aria-current'),
    );
    if (step !== 'REJECTED') expect(timeline).not.toHaveTextContent(t(language, FRONT_CODES.stepRejected));

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(timeline).not.toBeVisible();
  });
});
