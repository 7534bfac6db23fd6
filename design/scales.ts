/**
 * The design tokens other than colours (design/tokens.css): the spacing, type, radius and focus-ring
 * scales, the breakpoints, and the check that a stylesheet writes none of these lengths itself.
 * Read by design/tokens.test.ts, Storybook's Foundations pages and portal/layout/useMediaQuery.ts.
 */
import { withoutCssComments } from './contrast.ts';

/** The scales as Storybook's Foundations shows them, each token with what it is for. */
export const SCALE_GROUPS = [
  {
    name: 'Spacing',
    role: 'Padding, margins and gaps, on a 4 px grid (--space-N is N × 4 px).',
    tokens: [
      '--space-0-5',
      '--space-1',
      '--space-1-5',
      '--space-2',
      '--space-2-5',
      '--space-3',
      '--space-4',
      '--space-5',
      '--space-6',
      '--space-8',
      '--space-10',
      '--space-12',
    ],
  },
  {
    name: 'Type scale',
    role: 'Font sizes in rem, following the reader’s own text size; body text is --font-size-m.',
    tokens: [
      '--font-size-2xs',
      '--font-size-xs',
      '--font-size-xs-plus',
      '--font-size-s',
      '--font-size-m',
      '--font-size-m-plus',
      '--font-size-l-minus',
      '--font-size-l',
      '--font-size-xl',
      '--font-size-2xl',
      '--font-size-3xl',
    ],
  },
  {
    name: 'Corner radii',
    role: 'A control or a card, a panel, a pill, a circle.',
    tokens: ['--radius-s', '--radius-m', '--radius-l', '--radius-round'],
  },
  {
    name: 'Focus ring',
    role: 'The outline every focused control shows (WCAG 2.4.7, 2.4.13).',
    tokens: ['--focus-width', '--focus-width-thin', '--focus-offset', '--focus-offset-wide', '--focus-ring'],
  },
  {
    name: 'Breakpoints',
    role: 'Widths below which the layout changes; a media query writes the width just below.',
    tokens: ['--breakpoint-small', '--breakpoint-narrow', '--breakpoint-mobile'],
  },
] as const;

/** A media query for widths below a breakpoint in px: `(max-width: 991.98px)` for 992. */
export function below(breakpointPx: number): string {
  return `(max-width: ${breakpointPx - 0.02}px)`;
}

/** The breakpoints in px, read from the tokens (`480px` → 480). */
export function breakpoints(tokens: ReadonlyMap<string, string>): Record<string, number> {
  return Object.fromEntries(
    [...tokens]
      .filter(([name]) => name.startsWith('--breakpoint-'))
      .map(([name, value]) => [name.slice('--breakpoint-'.length), Number.parseFloat(value)]),
  );
}

/** The portal's mobile layout (SPEC §2: below 992 px), as tokens.css's `--breakpoint-mobile`. */
export const MOBILE_BREAKPOINT_PX = 992;

/**
 * Lengths a stylesheet may write itself in a spacing declaration: the visually-hidden pattern's
 * `-1px` and two optical nudges under the grid (a radio's or checkbox's label aligned with its
 * box, the designer's outline rows). Anything else is a token.
 */
export const ALLOWED_SPACING_LITERALS = ['-1px', '0.05rem', '0.15rem'] as const;

const LENGTH = /-?\d*\.?\d+(?:rem|px|em|%)/g;

/**
 * Lengths written in a stylesheet where a token belongs, as `property: value`: in padding, margin
 * and gaps (spacing), font-size, border-radius, outline and outline-offset (the focus ring), and
 * media queries at a width that is not just below a breakpoint. What stands inside `var(…)` or
 * `calc(… var(…))` is the token's, not counted.
 */
export function untokenizedLengths(css: string, breakpointsPx: readonly number[]): string[] {
  const found: string[] = [];
  const text = withoutCssComments(css);
  for (const match of text.matchAll(/(?<![-\w])([a-z-]+)\s*:\s*([^;{}]*?)\s*(?=;|\})/g)) {
    const [, property = '', value = ''] = match;
    const kind = /^(padding|margin)(-[a-z-]+)?$|^(row-|column-)?gap$/.test(property)
      ? 'spacing'
      : /^font-size$|^border(-[a-z]+-[a-z]+)?-radius$|^outline(-width|-offset)?$/.test(property)
        ? 'scale'
        : null;
    if (!kind) continue;
    const outsideVar = value.replace(/var\([^()]*\)/g, '').replace(/calc\(-1 \* \)/g, '');
    const literal = (outsideVar.match(LENGTH) ?? []).some(
      (length) =>
        !/^-?0(\.0+)?[a-z%]*$/.test(length) &&
        !(kind === 'spacing' && (ALLOWED_SPACING_LITERALS as readonly string[]).includes(length)),
    );
    if (literal) found.push(`${property}: ${value}`);
  }
  for (const match of text.matchAll(/@media[^{]*\((?:max|min)-width:\s*([^)]+)\)/g)) {
    const width = match[1]!.trim();
    if (!breakpointsPx.some((px) => width === `${px - 0.02}px`)) found.push(`@media width ${width}`);
  }
  return found;
}
