/**
 * A draft saved with an older version of its form (issue 43), in the one draft engine and the
 * notice every form page shows: the tenancy-end notice as if its version 2 had removed the number
 * of keys (its answers moved into the defects) and asked a question anew. The draft opens with the
 * answer moved, the change is said politely and shown in fi and sv, the draft is saved again as
 * brought forward; a draft of the current version opens as it was, without the notice.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../texts/index.ts';
import type { FormHistory } from '../../engine/core/migrations.ts';
import { FormUpdatedNotice } from './DraftParts.tsx';
import { useDraft } from './useDraft.ts';

const HISTORY: FormHistory = {
  version: 2,
  migrations: { '2': [{ move: '/keysReturned', to: '/defects' }, { ask: '/realizationFollows' }] },
  labels: {
    '/keysReturned': { fi: 'Palautettujen avainten määrä', sv: 'Antal återlämnade nycklar' },
    '/defects': { fi: 'Mitä puutteita asunnossa oli?', sv: 'Vilka brister fanns i bostaden?' },
    '/realizationFollows': { fi: 'Teetkö realisointipyynnön?', sv: 'Gör du en realiseringsbegäran?' },
  },
};

const SAVED = {
  id: '00000000-0000-4000-8000-0000000000d1',
  type: 'TENANCY_END_NOTICE',
  data: {
    paymentCommitmentId: 'MS-2023-0042',
    keysReturned: 3,
    handedBackInOrder: false,
    defects: 'Ovi rikki.',
  },
  created: '2026-11-20T10:05:00.000Z',
  updated: '2026-11-20T10:05:00.000Z',
  userId: '900000001',
  version: 3,
  formVersion: 1,
};

/** The engine of the form's drafts with the server's answers: its one draft, and what a save sends. */
function openDraftOf(draft: typeof SAVED, language: 'fi' | 'sv' = 'fi') {
  const puts: { data: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (url.startsWith('/api/api/v1/saved-state?')) return Promise.resolve(json([draft]));
      if (url === '/api/api/v1/saved-state' && init.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return Promise.resolve(json({ ...draft, version: draft.version + 1, formVersion: 2 }));
      }
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
  const hook = renderHook(() => useDraft('TENANCY_END_NOTICE', language, { history: HISTORY }));
  return { hook, puts };
}

afterEach(() => vi.unstubAllGlobals());

describe('a draft of an older version of its form', () => {
  it('opens brought forward: the answer moved, the change said, nothing dropped in silence', async () => {
    const { hook, puts } = openDraftOf(SAVED);
    await act(() => hook.result.current.openNewest());
    const draft = hook.result.current;
    expect(draft.initialData).toEqual({
      paymentCommitmentId: 'MS-2023-0042',
      handedBackInOrder: false,
      defects: 'Ovi rikki.\nPalautettujen avainten määrä: 3',
      currentLanguageCode: 'fi',
    });
    expect(draft.updated).toMatchObject({ from: 1, to: 2 });
    // Said politely as it opens, and unsaved until saved again.
    expect(draft.announcement).toBe(t('fi', '173040'));
    expect(draft.dirty).toBe(true);
    render(<FormUpdatedNotice update={draft.updated!} language="fi" />);
    const notice = screen.getByRole('region', { name: t('fi', '173040') });
    expect(notice).toHaveTextContent(t('fi', '173041'));
    expect([...notice.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Vastauksesi kohtaan ”Palautettujen avainten määrä” on siirretty kohtaan ”Mitä puutteita asunnossa oli?”: 3.',
      'Vastaa kohtaan ”Teetkö realisointipyynnön?”. Se on uusi tai muuttunut.',
    ]);
    // Saved again as brought forward (the server records the form's version now).
    await act(() => hook.result.current.save('manual'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.data).not.toHaveProperty('keysReturned');
    expect(puts[0]!.data['defects']).toBe('Ovi rikki.\nPalautettujen avainten määrä: 3');
  });

  it('says it in Swedish to a Swedish reader', async () => {
    const { hook } = openDraftOf(SAVED, 'sv');
    await act(() => hook.result.current.openNewest());
    render(<FormUpdatedNotice update={hook.result.current.updated!} language="sv" />);
    const notice = screen.getByRole('region', { name: t('sv', '173040') });
    expect([...notice.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Ditt svar på ”Antal återlämnade nycklar” har flyttats till ”Vilka brister fanns i bostaden?”: 3.',
      'Svara på ”Gör du en realiseringsbegäran?”. Punkten är ny eller har ändrats.',
    ]);
  });

  it('opens a draft of the current version as it was, without the notice', async () => {
    const { hook } = openDraftOf({ ...SAVED, formVersion: 2 });
    await act(() => hook.result.current.openNewest());
    expect(hook.result.current.initialData).toMatchObject({ keysReturned: 3, defects: 'Ovi rikki.' });
    expect(hook.result.current.updated).toBeNull();
    expect(hook.result.current.dirty).toBe(false);
  });
});
