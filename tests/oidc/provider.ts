/**
 * An OpenID Connect provider for tests: panva's oidc-provider in this process, on 127.0.0.1 and a
 * free port (issuer `http://127.0.0.1:PORT`), with
 * - one confidential client, the portal (client_secret_basic, authorization code only, PKCE
 *   required), whose redirect URIs are the portal's login and logout callbacks;
 * - test accounts whose claims the tests may change between logins (`accounts`);
 * - the provider's development interactions: a login form where any account id is typed (the
 *   password is not checked) and a consent page.
 *
 *   const provider = await startTestProvider({ portalOrigin: 'http://127.0.0.1:8123' });
 *   … provider.settings(publicUrl) is the portal's `config.oidc` …
 *   await provider.stop();
 *
 * oidc-provider prints notices on start (development interactions): expected in tests.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Account } from 'oidc-provider';
import type { OidcSettings } from '../../server/config.ts';
import { SEED_ORGANISATIONS, SEED_USERS } from '../../server/db/seed.ts';

export const CLIENT_ID = 'vuokravakuus-portal';
/** Scopes the portal asks for in these tests: the claims below are spread over them. */
export const TEST_SCOPE = 'openid profile email phone';

/** A test account: the id typed in the login form (the `sub`) and its claims. */
export interface TestAccount {
  accountId: string;
  claims: Record<string, unknown>;
}

const seedUser = (familyName: string) => SEED_USERS.find((user) => user.familyName === familyName)!;
const organisation = (businessId: string) => {
  const found = SEED_ORGANISATIONS.find((candidate) => candidate.businessId === businessId)!;
  return { organization: found.businessId, name: found.name };
};

const AINO = seedUser('Virtanen');
const SARI = seedUser('Mäkinen');
const LAURA = SEED_USERS.find((user) => user.intra && user.language === 'fi')!;

/** The `groups` value that gives the intra permission when a test names it (OIDC_INTRA_CLAIM=groups). */
export const INTRA_GROUP = 'vuokravakuus-intra';

/** A private person: no organisations, no `isYpaActive`, no identity code. */
export const PRIVATE_PERSON: TestAccount = {
  accountId: 'aino',
  claims: {
    preferred_username: AINO.henro,
    name: `${AINO.givenName} ${AINO.familyName}`,
    given_name: AINO.givenName,
    family_name: AINO.familyName,
    email: AINO.email,
    phone_number: AINO.phone,
  },
};

/** A company representative of two organisations of the seed, with an identity code. */
export const REPRESENTATIVE: TestAccount = {
  accountId: 'sari',
  claims: {
    preferred_username: SARI.henro,
    name: `${SARI.givenName} ${SARI.familyName}`,
    given_name: SARI.givenName,
    family_name: SARI.familyName,
    email: SARI.email,
    phone_number: SARI.phone,
    hetu: SARI.hetu,
    isYpaActive: true,
    organizations: SARI.organisations.map(organisation),
  },
};

/** A staff member of the agency: `groups` has INTRA_GROUP among others. */
export const STAFF_MEMBER: TestAccount = {
  accountId: 'laura',
  claims: {
    preferred_username: LAURA.henro,
    name: `${LAURA.givenName} ${LAURA.familyName}`,
    given_name: LAURA.givenName,
    family_name: LAURA.familyName,
    email: LAURA.email,
    hetu: LAURA.hetu,
    groups: ['vuokravakuus-users', INTRA_GROUP],
  },
};

export interface StartTestProviderOptions {
  /** The portal's origin: its callbacks are the client's redirect URIs. */
  portalOrigin: string;
  /** The accounts (default: the private person, the representative and the staff member); copied. */
  accounts?: readonly TestAccount[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The accounts by id; change a `claims` object to change what the next login gives. */
  accounts: Map<string, TestAccount>;
  /** The portal's `config.oidc` for this provider. */
  settings(): OidcSettings;
  stop(): Promise<void>;
}

/** A fresh RS256 signing key, so the provider does not fall back to its published development keys. */
function signingKey(): Record<string, unknown> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-signing-key', use: 'sig', alg: 'RS256' };
}

export async function startTestProvider({
  portalOrigin,
  accounts = [PRIVATE_PERSON, REPRESENTATIVE, STAFF_MEMBER],
}: StartTestProviderOptions): Promise<TestProvider> {
  // The issuer names its port, so the server listens first and the provider is made for it.
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const byId = new Map(accounts.map((account) => [account.accountId, structuredClone(account)]));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        token_endpoint_auth_method: 'client_secret_basic',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${portalOrigin}/api/auth/login/callback`],
        post_logout_redirect_uris: [`${portalOrigin}/api/auth/logout/callback`],
      },
    ],
    // PKCE for every client, this confidential one too (the default requires it of public clients).
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      profile: [
        'name',
        'given_name',
        'family_name',
        'preferred_username',
        'hetu',
        'isYpaActive',
        'organizations',
        'groups',
      ],
      email: ['email'],
      phone: ['phone_number'],
    },
    async findAccount(_ctx: unknown, sub: string): Promise<Account | undefined> {
      if (!byId.has(sub)) return undefined;
      return {
        accountId: sub,
        // Read at every token and userinfo request, so a test's change shows in the next login.
        claims: () => ({ sub, ...byId.get(sub)!.claims }),
      };
    },
    // Lifetimes of a test run (the provider's defaults work too, with a notice each).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    accounts: byId,
    settings: () => ({
      issuer,
      clientId: CLIENT_ID,
      clientSecret,
      publicUrl: portalOrigin,
      scope: TEST_SCOPE,
      allowInsecureIssuer: true,
      intraClaim: null,
      intraClaimValue: null,
    }),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
