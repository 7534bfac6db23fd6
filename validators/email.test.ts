import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

const run = (length: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9]{1,${length}}$`));
const localPart = fc
  .tuple(run(10), fc.array(fc.tuple(fc.constantFrom('.', '-', '_'), run(8)), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([separator, part]) => separator + part).join(''));
const label = fc.stringMatching(/^[A-Za-z0-9]([A-Za-z0-9-]{0,10}[A-Za-z0-9])?$/);
const validEmail = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[A-Za-z]{2,6}$/))
  .map(([local, labels, top]) => `${local}@${labels.join('.')}.${top}`);

describe('isValidEmail', () => {
  it.each([
    'matti.meikalainen@example.fi',
    'a@b.fi',
    'first_last-name@sub.domain.example.com',
    'UPPER.Case@EXAMPLE.FI',
    'x1@xn--bcher-kva.example',
    'anna-liisa@kela-esimerkki.fi',
    '123@456.se',
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plainaddress', 'no @'],
    ['@example.fi', 'no local part'],
    ['matti@', 'no domain'],
    ['matti@example', 'no top-level part'],
    ['matti@example.f', 'one-letter top-level part'],
    ['matti@example.123', 'digits in the top-level part'],
    ['matti@example.f1', 'digit in the top-level part'],
    ['.matti@example.fi', 'leading dot'],
    ['matti.@example.fi', 'trailing dot'],
    ['-matti@example.fi', 'leading hyphen'],
    ['matti_@example.fi', 'trailing underscore'],
    ['ma..tti@example.fi', 'two dots'],
    ['ma._tti@example.fi', 'two separators'],
    ['matti+tag@example.fi', 'plus: not among the separators of SPEC §5'],
    ["o'brien@example.fi", 'apostrophe'],
    ['matti@-example.fi', 'label starts with a hyphen'],
    ['matti@example-.fi', 'label ends with a hyphen'],
    ['matti@exa_mple.fi', 'underscore in the domain'],
    ['matti@example..fi', 'empty label'],
    ['matti@.example.fi', 'domain starts with a dot'],
    ['matti@example.fi.', 'domain ends with a dot'],
    ['matti@@example.fi', 'two @'],
    ['a@b@example.fi', 'two @'],
    ['matti meikäläinen@example.fi', 'space'],
    ['mätti@example.fi', 'non-ASCII letter'],
    ['matti@exämple.fi', 'non-ASCII domain'],
    [' matti@example.fi', 'leading space'],
    ['matti@example.fi ', 'trailing space'],
    ['matti@[192.168.0.1]', 'IP-address domain'],
    ['"matti"@example.fi', 'quoted local part'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('holds the RFC 5321 lengths: local part 64, label 63, address 254', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.fi`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.fi`)).toBe(false);
    expect(isValidEmail(`matti@${'b'.repeat(63)}.fi`)).toBe(true);
    expect(isValidEmail(`matti@${'b'.repeat(64)}.fi`)).toBe(false);
    const domainOf = (length: number) => {
      const labels: string[] = [];
      while (labels.join('.').length + 3 < length)
        labels.push('c'.repeat(Math.min(63, length - 3 - labels.join('.').length - 1) || 1));
      return `${labels.join('.')}.fi`;
    };
    const exactly254 = `${'a'.repeat(64)}@${domainOf(254 - 65)}`;
    expect(exactly254).toHaveLength(254);
    expect(isValidEmail(exactly254)).toBe(true);
    const exactly255 = `${'a'.repeat(64)}@${domainOf(255 - 65)}`;
    expect(exactly255).toHaveLength(255);
    expect(isValidEmail(exactly255)).toBe(false);
    expect(isValidEmail(exactly255.slice(1))).toBe(true);
  });

  it('accepts generated addresses', () => {
    fc.assert(
      fc.property(validEmail, (value) => {
        expect(isValidEmail(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a generated address with a forbidden character inserted in the local part', () => {
    const forbidden = fc.constantFrom(
      ' ',
      '+',
      '!',
      '#',
      '$',
      '%',
      '&',
      "'",
      '*',
      '/',
      '=',
      '?',
      '^',
      '`',
      '{',
      '|',
      '}',
      '~',
      'ä',
      ',',
      ';',
      '<',
      '>',
    );
    fc.assert(
      fc.property(validEmail, forbidden, fc.nat(), (value, character, at) => {
        const index = at % (value.indexOf('@') + 1);
        expect(isValidEmail(value.slice(0, index) + character + value.slice(index))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a generated address with a separator doubled, leading or trailing in the local part', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.constantFrom('.', '-', '_'),
        fc.constantFrom('.', '-', '_'),
        (value, first, second) => {
          const at = value.indexOf('@');
          expect(isValidEmail(first + value)).toBe(false);
          expect(isValidEmail(value.slice(0, at) + first + value.slice(at))).toBe(false);
          const middle = Math.max(1, Math.floor(at / 2));
          fc.pre(middle < at);
          expect(isValidEmail(value.slice(0, middle) + first + second + value.slice(middle))).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
