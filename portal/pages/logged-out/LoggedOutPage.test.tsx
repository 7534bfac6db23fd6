import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import type { AppMode } from '../../../api/contract.ts';
import { renderInShell, testShell } from '../../shell.test-helpers.tsx';
import LoggedOutPage from './LoggedOutPage.tsx';
import { FEEDBACK_PAGE, AGENCY_SITE } from '../../layout/externalLinks.ts';

interface Pending {
  resolve: (response: Response) => void;
}

/** fetch answers the feedback call by `answer` (or leaves it pending until the test answers). */
function renderPage({
  language = 'fi',
  appMode = 'default',
  answer,
  routerState,
}: { language?: Language; appMode?: AppMode; answer?: () => Response; routerState?: unknown } = {}) {
  const pending: Pending[] = [];
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        if (url !== '/api/api/v1/feedback') return resolve(new Response(null, { status: 204 }));
        if (answer) return resolve(answer());
        pending.push({ resolve });
      }),
  );
  vi.stubGlobal('fetch', fetch);
  const result = renderInShell(<LoggedOutPage />, {
    shell: { language, config: { ...testShell().config, appMode }, user: { status: 'anonymous' } },
    initialEntries: [{ pathname: '/kirjaudu-ulos', state: routerState }],
  });
  return { ...result, fetch, pending, user: userEvent.setup() };
}

const feedbackCalls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/api/v1/feedback');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each<Language>(['fi', 'sv'])('the logged-out page in %s', (language) => {
  it('says the user has logged out, links to the provider and offers to log in again', async () => {
    const { user, shell } = renderPage({ language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t(language, '144040'));
    expect(document.title).toBe(`${t(language, '144040')} – ${t(language, '140003')}`);
    expect(
      screen.getByRole('link', { name: t(language, '144042', { site: AGENCY_SITE.name }) }),
    ).toHaveAttribute('href', AGENCY_SITE.href[language]);
    await user.click(screen.getByRole('button', { name: t(language, '144043') }));
    expect(shell.startLogin).toHaveBeenCalledTimes(1);
  });

  it('says why when the session ran out, and only then', () => {
    const ended = renderPage({ language, routerState: { sessionEnded: true } });
    expect(screen.getByText(t(language, '144061')).closest('[role="status"]')).not.toBeNull();
    ended.unmount();
    renderPage({ language });
    expect(screen.queryByText(t(language, '144061'))).toBeNull();
  });

  it('asks for a grade from 0 to 10 as 11 radios in a group named by its legend', () => {
    renderPage({ language });
    const group = screen.getByRole('group', { name: t(language, '144050') });
    expect(group).toHaveAccessibleDescription(t(language, '144051'));
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('radio', { name: '10' })).toBeEnabled();
  });
});

describe('the feedback form', () => {
  it.each<AppMode>(['ekevi', 'intra'])('is not shown in the %s mode', (appMode) => {
    renderPage({ appMode });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lähetä palaute' })).not.toBeInTheDocument();
  });

  it('keeps submit disabled until a grade is chosen', async () => {
    const { user, fetch } = renderPage();
    const submit = screen.getByRole('button', { name: 'Lähetä palaute' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(feedbackCalls(fetch)).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: '8' }));
    expect(submit).toBeEnabled();
  });

  it('goes INITIAL → SENDING → SUBMITTED: radios locked while sending, then a focused thank-you with the link', async () => {
    const { user, fetch, pending } = renderPage();
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä palaute' }));

    // SENDING
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Lähetä palaute' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Lähetetään palautetta…');
    const [url, init] = feedbackCalls(fetch)[0] as [string, RequestInit];
    expect(url).toBe('/api/api/v1/feedback');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ grade: 7 });

    // SUBMITTED
    pending[0]?.resolve(new Response(null, { status: 204 }));
    const thanks = await screen.findByText('Kiitos palautteestasi!');
    await waitFor(() => expect(thanks.parentElement).toHaveFocus());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Siirry palautelomakkeelle (Avautuu uuteen välilehteen)' });
    expect(link).toHaveAttribute('href', FEEDBACK_PAGE.fi);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('names the new tab in Swedish', async () => {
    const { user } = renderPage({ language: 'sv', answer: () => new Response(null, { status: 204 }) });
    await user.click(screen.getByRole('radio', { name: '0' }));
    await user.click(screen.getByRole('button', { name: 'Skicka respons' }));
    expect(
      await screen.findByRole('link', { name: `${t('sv', '144055')} (Öppnas i en ny flik)` }),
    ).toHaveAttribute('href', FEEDBACK_PAGE.sv);
  });

  it('on failure goes to ERROR: no message, radios locked, the grade kept, and submit retries', async () => {
    let calls = 0;
    const { user, fetch } = renderPage({
      answer: () => new Response(null, { status: ++calls === 1 ? 503 : 204 }),
    });
    await user.click(screen.getByRole('radio', { name: '3' }));
    await user.click(screen.getByRole('button', { name: 'Lähetä palaute' }));
    const submit = screen.getByRole('button', { name: 'Lähetä palaute' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).toHaveFocus();
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByRole('radio', { name: '3' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(submit);
    expect(await screen.findByText('Kiitos palautteestasi!')).toBeInTheDocument();
    expect(feedbackCalls(fetch).map(([, init]) => JSON.parse((init as RequestInit).body as string))).toEqual([
      { grade: 3 },
      { grade: 3 },
    ]);
  });

  it('can be filled with the keyboard alone: Tab into the grades, arrows to choose, Enter on submit', async () => {
    const { user, fetch } = renderPage({ answer: () => new Response(null, { status: 204 }) });
    screen.getByRole('button', { name: 'Kirjaudu uudelleen' }).focus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('radio', { name: '0' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Lähetä palaute' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Kiitos palautteestasi!')).toBeInTheDocument();
    expect(JSON.parse((feedbackCalls(fetch)[0]?.[1] as RequestInit).body as string)).toEqual({ grade: 2 });
  });
});
