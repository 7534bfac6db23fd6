/** The pure parts of oidc.ts: claims → user, and which `returnTo` a login may go back to. */
import { describe, expect, it } from 'vitest';
import { ClaimError, hasIntraPermission, mapClaims, safeReturnTo } from './oidc.ts';

const PUBLIC_URL = 'https://vuokravakuus.example.fi';

describe('mapClaims', () => {
  const representative = {
    sub: 'b7c1e2a4-provider-subject',
    preferred_username: '900000005',
    name: 'Sari Mäkinen',
    given_name: 'Sari',
    family_name: 'Mäkinen',
    email: 'sari.makinen@example.fi',
    phone_number: '+358501112233',
    hetu: '080476-9621',
    organizations: [
      { organization: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
      { organization: '1098765-4', name: 'Kiinteistö Oy Koivukuja' },
    ],
  };

  it('maps a representative: henro from preferred_username, organisations from the claim', () => {
    expect(mapClaims(representative)).toEqual({
      henro: '900000005',
      hetu: '080476-9621',
      name: 'Sari Mäkinen',
      givenName: 'Sari',
      familyName: 'Mäkinen',
      email: 'sari.makinen@example.fi',
      phone: '+358501112233',
      isYpaActive: true,
      organisations: [
        { businessId: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
        { businessId: '1098765-4', name: 'Kiinteistö Oy Koivukuja' },
      ],
      isIntra: false,
    });
  });

  it('maps a private person with only sub and names: henro from sub, no contact, no organisations', () => {
    expect(mapClaims({ sub: '900000002', given_name: 'Mikko', family_name: 'Korhonen' })).toEqual({
      henro: '900000002',
      hetu: null,
      name: 'Mikko Korhonen',
      givenName: 'Mikko',
      familyName: 'Korhonen',
      email: null,
      phone: null,
      isYpaActive: false,
      organisations: [],
      isIntra: false,
    });
  });

  it('takes isYpaActive from its claim when it is a boolean, whatever the organisations', () => {
    expect(mapClaims({ ...representative, isYpaActive: false }).isYpaActive).toBe(false);
    expect(mapClaims({ sub: 'x', isYpaActive: true }).isYpaActive).toBe(true);
    const warnings: string[] = [];
    expect(mapClaims({ sub: 'x', isYpaActive: 'yes' }, (message) => warnings.push(message)).isYpaActive).toBe(
      false,
    );
    expect(warnings).toEqual(['isYpaActive is not a boolean; derived from organizations']);
  });

  it('leaves out organisations without a valid business id or a name, and counts a repeated one once', () => {
    const warnings: string[] = [];
    const user = mapClaims(
      {
        sub: 'x',
        organizations: [
          { organization: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
          { organization: '2345671-4', name: 'Wrong check digit Oy' },
          { organization: '1098765-4' },
          'not an object',
          { organization: '2345671-3', name: 'Vuokratalot Mäkinen Oy' },
        ],
      },
      (message) => warnings.push(message),
    );
    expect(user.organisations).toEqual([{ businessId: '2345671-3', name: 'Vuokratalot Mäkinen Oy' }]);
    expect(user.isYpaActive).toBe(true);
    expect(warnings).toEqual(['3 of 5 organizations left out: no valid business id or no name']);
  });

  it('leaves out an invalid identity code without repeating it in the warning', () => {
    const warnings: string[] = [];
    expect(mapClaims({ sub: 'x', hetu: '080476-9622' }, (message) => warnings.push(message)).hetu).toBeNull();
    expect(warnings.join(' ')).not.toContain('080476');
  });

  it('refuses claims that cannot make a user', () => {
    expect(() => mapClaims({ name: 'No Identifier' })).toThrow(ClaimError);
    expect(() => mapClaims({ sub: '  ', preferred_username: '' })).toThrow(ClaimError);
    expect(() => mapClaims({ sub: 'x', organizations: { organization: '2345671-3' } })).toThrow(ClaimError);
  });

  it('trims values and treats empty strings as absent', () => {
    const user = mapClaims({ sub: ' x ', name: ' ', given_name: ' Aino ', family_name: '', email: '' });
    expect(user).toMatchObject({ henro: 'x', name: 'Aino', givenName: 'Aino', familyName: '', email: null });
  });

  it('gives the intra permission by the claim the operator names, and only by it', () => {
    const staff = { ...representative, vuokravakuus_intra: true, groups: ['users', 'vuokravakuus-intra'] };
    expect(mapClaims(staff).isIntra).toBe(false);
    expect(
      mapClaims(staff, undefined, { intraClaim: 'vuokravakuus_intra', intraClaimValue: null }).isIntra,
    ).toBe(true);
    expect(
      mapClaims(staff, undefined, { intraClaim: 'groups', intraClaimValue: 'vuokravakuus-intra' }).isIntra,
    ).toBe(true);
    expect(
      mapClaims(representative, undefined, { intraClaim: 'groups', intraClaimValue: null }).isIntra,
    ).toBe(false);
  });
});

describe('hasIntraPermission', () => {
  const byBoolean = { intraClaim: 'intra', intraClaimValue: null };
  const byValue = { intraClaim: 'role', intraClaimValue: 'staff' };

  it('without a value: staff when the claim is the boolean true', () => {
    expect(hasIntraPermission({ intra: true }, byBoolean)).toBe(true);
    for (const claimed of [false, null, undefined, 'staff', 1, [true], {}])
      expect(hasIntraPermission({ intra: claimed }, byBoolean), String(claimed)).toBe(false);
    expect(hasIntraPermission({}, byBoolean)).toBe(false);
  });

  it('reports a claim that is no boolean without repeating its value', () => {
    const warnings: string[] = [];
    expect(
      hasIntraPermission({ intra: 'secret-group' }, byBoolean, (message) => warnings.push(message)),
    ).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings.join(' ')).not.toContain('secret-group');
    hasIntraPermission({ intra: false }, byBoolean, (message) => warnings.push(message));
    expect(warnings).toHaveLength(1);
  });

  it('with a value: staff when the claim equals it or is a list containing it', () => {
    expect(hasIntraPermission({ role: 'staff' }, byValue)).toBe(true);
    expect(hasIntraPermission({ role: ['customer', 'staff'] }, byValue)).toBe(true);
    for (const claimed of [true, 'Staff', 'staffer', ['customer'], [], [['staff']], { staff: true }, null])
      expect(hasIntraPermission({ role: claimed }, byValue), JSON.stringify(claimed)).toBe(false);
    expect(hasIntraPermission({}, byValue)).toBe(false);
    expect(hasIntraPermission({ intra: 'staff' }, byValue)).toBe(false);
  });

  it('makes nobody staff when no claim is named, and ignores inherited properties', () => {
    expect(hasIntraPermission({ intra: true }, { intraClaim: null, intraClaimValue: null })).toBe(false);
    expect(hasIntraPermission({}, { intraClaim: 'constructor', intraClaimValue: null })).toBe(false);
    expect(hasIntraPermission({}, { intraClaim: 'toString', intraClaimValue: 'x' })).toBe(false);
  });
});

describe('safeReturnTo', () => {
  it.each(['/', '/paatokset-ja-muut-asiakirjasi', '/laheta-liite?tab=2#top', '/valitse-rooli/'])(
    'keeps the portal path %j',
    (path) => {
      expect(safeReturnTo(path, PUBLIC_URL)).toBe(path);
    },
  );

  it.each([
    undefined,
    '',
    ['/a', '/b'],
    'paatokset',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/\n/evil.example',
    '/ /x',
    '/api/auth/logout',
    '/api',
    '/' + 'a'.repeat(3000),
  ])('answers / for %j', (value) => {
    expect(safeReturnTo(value, PUBLIC_URL)).toBe('/');
  });
});
