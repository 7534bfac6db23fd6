import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createHoldingHistory, type HeldNavigation, type ShouldHold } from './holdingHistory.ts';

function setUp(
  entries = ['/', '/lomake'],
  shouldHold: ShouldHold = ({ nextLocation }) => nextLocation.pathname !== '/julkinen',
) {
  const inner = UNSAFE_createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  });
  const history = createHoldingHistory(inner);
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  let held: HeldNavigation | null = null;
  const onHeld = vi.fn((navigation: HeldNavigation | null) => {
    held = navigation;
  });
  const release = history.hold(shouldHold, onHeld);
  return { inner, history, heard, onHeld, release, held: () => held };
}

describe('the holding history', () => {
  it('holds a push until proceed, and makes it then', () => {
    const { history, heard, held } = setUp();
    history.push('/asiakirjat?sivu=2', { from: 'test' });
    expect(history.location.pathname).toBe('/lomake');
    expect(heard).toEqual([]);
    expect(held()?.location).toMatchObject({
      pathname: '/asiakirjat',
      search: '?sivu=2',
      state: { from: 'test' },
    });
    held()?.proceed();
    expect(history.location.pathname).toBe('/asiakirjat');
    expect(heard).toEqual(['PUSH /asiakirjat']);
    expect(held()).toBeNull();
  });

  it('holds a replace; reset stays and makes nothing', () => {
    const { history, heard, held } = setUp();
    history.replace('/');
    const navigation = held();
    navigation?.reset();
    expect(held()).toBeNull();
    navigation?.proceed();
    expect(history.location.pathname).toBe('/lomake');
    expect(heard).toEqual([]);
  });

  it('undoes a held back button at once and goes back on proceed', () => {
    const { inner, history, heard, held } = setUp();
    inner.go(-1);
    expect(inner.location.pathname).toBe('/lomake');
    expect(history.location.pathname).toBe('/lomake');
    expect(heard).toEqual([]);
    expect(held()?.location.pathname).toBe('/');
    held()?.proceed();
    expect(inner.location.pathname).toBe('/');
    expect(heard).toEqual(['POP /']);
  });

  it('goes back once the browser has undone the step when proceed comes first (popstate is asynchronous)', () => {
    const { inner, history, heard, held } = setUp();
    // A browser's history.go() is heard later: the undo is delayed until the test lets it through.
    const pending: (() => void)[] = [];
    const go = inner.go.bind(inner);
    inner.go = (delta) => void pending.push(() => go(delta));
    go(-1);
    held()?.proceed();
    expect(heard).toEqual([]);
    pending.shift()?.(); // the undo (+1) arrives, then the proceed (-1) is made
    pending.shift()?.();
    expect(history.location.pathname).toBe('/');
    expect(heard).toEqual(['POP /']);
  });

  it('lets through what the hold does not hold, and everything once released', () => {
    const { history, heard, release, onHeld } = setUp();
    history.push('/julkinen');
    release();
    history.push('/toinen');
    history.go(-1);
    expect(heard).toEqual(['PUSH /julkinen', 'PUSH /toinen', 'POP /julkinen']);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('asks the hold with the location the router shows as the current one', () => {
    const shouldHold = vi.fn<ShouldHold>(() => false);
    const { history } = setUp(['/', '/lomake'], shouldHold);
    history.push('/asiakirjat');
    expect(shouldHold).toHaveBeenCalledWith({
      currentLocation: expect.objectContaining({ pathname: '/lomake' }),
      nextLocation: expect.objectContaining({ pathname: '/asiakirjat' }),
    });
  });
});
