import { describe, expect, it } from 'vitest';
import { guardTarget, LOGIN_DELAY_MS, type GuardInput } from './guardRules.ts';

const LOGIN_FLOW = { kind: 'login', delayMs: LOGIN_DELAY_MS } as const;
const STAY = { kind: 'stay' } as const;

function target(overrides: Partial<GuardInput>) {
  return guardTarget({ authMode: 'mock', loggedIn: true, roleSelected: true, path: '/', ...overrides });
}

describe('the route guards (SPEC §2)', () => {
  it('waits one second before the login flow, as SPEC §9 says', () => {
    expect(LOGIN_DELAY_MS).toBe(1000);
  });

  it('leaves the accessibility statement open to anyone, in either mode, with or without a role', () => {
    for (const authMode of ['mock', 'oidc'] as const)
      for (const [loggedIn, roleSelected] of [
        [false, false],
        [true, false],
        [true, true],
      ] as const)
        for (const appMode of ['default', 'ekevi', 'intra'] as const)
          expect(
            target({ authMode, loggedIn, roleSelected, appMode, path: '/saavutettavuusseloste' }),
          ).toEqual(STAY);
  });

  describe('rule 1: mock mode without a session goes to /kirjaudu', () => {
    it.each([
      '/',
      '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen',
      '/valitse-rooli',
      '/valitse-yritys',
      '/virhe',
      '/istunto-vanhentui',
      '/no-such-page',
    ])('from %s', (path) => {
      expect(target({ loggedIn: false, roleSelected: false, path })).toEqual({
        kind: 'redirect',
        to: '/kirjaudu',
      });
    });

    it('stays on /kirjaudu itself (no loop, and no delayed login flow either)', () => {
      expect(target({ loggedIn: false, roleSelected: false, path: '/kirjaudu' })).toEqual(STAY);
    });

    it('leaves the logged-out page reachable, with or without a trailing slash', () => {
      expect(target({ loggedIn: false, path: '/kirjaudu-ulos' })).toEqual(STAY);
      expect(target({ loggedIn: false, path: '/kirjaudu-ulos/' })).toEqual(STAY);
    });

    it('does not apply in oidc mode', () => {
      expect(target({ authMode: 'oidc', loggedIn: false, path: '/' })).toEqual(LOGIN_FLOW);
    });
  });

  describe('rule 2: a logged-in user without a role goes to /valitse-rooli', () => {
    it.each(['mock', 'oidc'] as const)('from the front page, the form and unknown paths (%s)', (authMode) => {
      for (const path of ['/', '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen', '/x', '/kirjaudu'])
        expect(target({ authMode, roleSelected: false, path })).toEqual({
          kind: 'redirect',
          to: '/valitse-rooli',
        });
    });

    it.each(['/valitse-rooli', '/istunto-vanhentui', '/kirjaudu-ulos', '/valitse-yritys', '/virhe'])(
      'except on %s',
      (path) => {
        expect(target({ roleSelected: false, path })).toEqual(STAY);
        expect(target({ authMode: 'oidc', roleSelected: false, path: `${path}/` })).toEqual(STAY);
      },
    );

    it('lets a user with a role go anywhere', () => {
      for (const path of ['/', '/valitse-rooli', '/kirjaudu', '/x'])
        expect(target({ roleSelected: true, path })).toEqual(STAY);
    });
  });

  describe('rule 3: otherwise without a session, the login flow after 1 s', () => {
    it.each(['/', '/valitse-rooli', '/virhe', '/istunto-vanhentui', '/kirjaudu', '/x'])(
      'from %s (oidc)',
      (path) => {
        expect(target({ authMode: 'oidc', loggedIn: false, roleSelected: false, path })).toEqual(LOGIN_FLOW);
      },
    );

    it('except on /kirjaudu-ulos', () => {
      expect(target({ authMode: 'oidc', loggedIn: false, path: '/kirjaudu-ulos' })).toEqual(STAY);
    });
  });

  describe('app mode intra: the staff area (issue 14)', () => {
    it('opens at the customer search, and staff choose no role', () => {
      expect(target({ appMode: 'intra' })).toEqual({ kind: 'redirect', to: '/asiakkaat' });
      expect(target({ appMode: 'intra', roleSelected: false })).toEqual({
        kind: 'redirect',
        to: '/asiakkaat',
      });
      expect(target({ appMode: 'intra', roleSelected: false, path: '/asiakas' })).toEqual(STAY);
      expect(target({ appMode: 'intra', roleSelected: false, path: '/toimintaloki' })).toEqual(STAY);
    });
    it('still sends a user without a session to log in', () => {
      expect(target({ appMode: 'intra', loggedIn: false, path: '/asiakas' })).toEqual({
        kind: 'redirect',
        to: '/kirjaudu',
      });
      expect(target({ appMode: 'intra', loggedIn: false, authMode: 'oidc', path: '/asiakas' })).toEqual(
        LOGIN_FLOW,
      );
    });
  });

  describe('rule 4: in app mode ekevi the file exchange is the service', () => {
    it('sends a user with a role from the front page to the sending of a payment file', () => {
      expect(target({ appMode: 'ekevi' })).toEqual({ kind: 'redirect', to: '/maksutiedoston-lahettaminen' });
      expect(target({ appMode: 'ekevi', path: '/toimitetut-maksutiedostot' })).toEqual(STAY);
      expect(target({ appMode: 'default' })).toEqual(STAY);
    });

    it('leaves the earlier rules first: no role, or no session', () => {
      expect(target({ appMode: 'ekevi', roleSelected: false })).toEqual({
        kind: 'redirect',
        to: '/valitse-rooli',
      });
      expect(target({ appMode: 'ekevi', loggedIn: false })).toEqual({ kind: 'redirect', to: '/kirjaudu' });
    });
  });
});
