import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COLOUR_GROUPS,
  composite,
  contrastRatio,
  DARK_BACKGROUNDS,
  LIGHT_BACKGROUNDS,
  MINIMUM,
  ON_DARK,
  parseColour,
  parseTokens,
  relativeLuminance,
  tokenContrast,
  TEXT_TOKENS,
  UI_LINES,
  withoutCssComments,
} from './contrast.ts';
import { below, breakpoints, MOBILE_BREAKPOINT_PX, SCALE_GROUPS, untokenizedLengths } from './scales.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOKENS_FILE = join(ROOT, 'design', 'tokens.css');

const TOKENS = parseTokens(readFileSync(TOKENS_FILE, 'utf8'));

/** Colour literals in a stylesheet or a source file: hex, rgb()/hsl(), or a named colour as a CSS value. */
function colourLiterals(text: string, css: boolean): string[] {
  const found = [
    ...text.matchAll(
      /(?<![\w/])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b(?![-\w])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi,
    ),
  ].map((match) => match[0]);
  if (css)
    for (const match of withoutCssComments(text).matchAll(
      /(?:^|[;{\s])(?:color|background(?:-color)?|border(?:-[a-z]+)*|outline(?:-color)?|fill|stroke|box-shadow)\s*:[^;{}]*\b(white|black|red|green|blue|gray|grey|yellow|orange|purple|navy|silver)\b/gi,
    ))
      found.push(match[1]!);
  return found;
}

/** Every stylesheet and source file a designer's colour could hide in. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'generated' || (name.startsWith('.') && name !== '.storybook'))
        continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(css|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name)) files.push(path);
    }
  };
  for (const dir of ['portal', 'engine', 'designer', '.storybook', 'design']) walk(join(ROOT, dir));
  return files.filter((path) => path !== TOKENS_FILE && !path.endsWith(join('design', 'contrast.ts')));
}

describe('the design tokens', () => {
  it('hold every colour: no stylesheet or component writes one of its own', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((path) =>
      colourLiterals(readFileSync(path, 'utf8'), path.endsWith('.css')).map(
        (literal) => `${relative(ROOT, path)}: ${literal}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a colour written outside them (the check can fail)', () => {
    expect(colourLiterals('.x { color: #1c1c1c; }', true)).toEqual(['#1c1c1c']);
    expect(colourLiterals('.x { box-shadow: 0 0 1px rgb(0 0 0 / 20%); }', true)).toEqual(['rgb(']);
    expect(colourLiterals('.x { border: 1px solid black; }', true)).toEqual(['black']);
    expect(colourLiterals("style={{ color: '#4a4a4a' }}", false)).toEqual(['#4a4a4a']);
    expect(colourLiterals('.x { white-space: nowrap; color: var(--ef-text); }', true)).toEqual([]);
    expect(colourLiterals("document.querySelector('#root_iban')", false)).toEqual([]);
    expect(colourLiterals('(remix-run/react-router#12532, #14102)', false)).toEqual([]);
  });

  it('place every colour token in a contrast list, and every listed token exists', () => {
    const listed = new Set(COLOUR_GROUPS.flatMap((group) => group.tokens));
    const colourTokens = [...TOKENS].filter(([, value]) => parseColour(value)).map(([name]) => name);
    expect(colourTokens.length).toBeGreaterThan(30);
    expect(colourTokens.filter((token) => !listed.has(token))).toEqual([]);
    expect([...listed].filter((token) => !TOKENS.has(token))).toEqual([]);
  });

  it('give text 4.5:1 on every light background, and on the dark ones', () => {
    const failing: string[] = [];
    for (const text of TEXT_TOKENS)
      for (const background of LIGHT_BACKGROUNDS) {
        const ratio = tokenContrast(TOKENS, text, background);
        if (ratio < MINIMUM.text) failing.push(`${text} on ${background}: ${ratio.toFixed(2)}`);
      }
    for (const text of ON_DARK)
      for (const { token, over } of DARK_BACKGROUNDS) {
        const ratio = tokenContrast(TOKENS, text, token, over);
        if (ratio < MINIMUM.text) failing.push(`${text} on ${token}: ${ratio.toFixed(2)}`);
      }
    expect(failing).toEqual([]);
  });

  it('give a control’s edge and the focus ring 3:1 on every light background', () => {
    const failing = UI_LINES.flatMap((line) =>
      LIGHT_BACKGROUNDS.map((background) => [background, tokenContrast(TOKENS, line, background)] as const)
        .filter(([, ratio]) => ratio < MINIMUM.ui)
        .map(([background, ratio]) => `${line} on ${background}: ${ratio.toFixed(2)}`),
    );
    expect(failing).toEqual([]);
  });
});

describe('the scales: spacing, type, radii, focus ring, breakpoints', () => {
  const breakpointsPx = Object.values(breakpoints(TOKENS));
  const stylesheets = sourceFiles().filter((path) => path.endsWith('.css'));

  it('are written only in tokens.css: no stylesheet writes a spacing, size, radius or focus length', () => {
    expect(stylesheets.length).toBeGreaterThan(25);
    const found = stylesheets.flatMap((path) =>
      untokenizedLengths(readFileSync(path, 'utf8'), breakpointsPx).map(
        (what) => `${relative(ROOT, path)}: ${what}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('find a length written outside them (the check can fail)', () => {
    const bp = [600, 992];
    expect(untokenizedLengths('.x { padding: 0.75rem 1rem; }', bp)).toEqual(['padding: 0.75rem 1rem']);
    expect(
      untokenizedLengths('.x { margin-top: calc(-1 * var(--space-2)); gap: var(--space-1); }', bp),
    ).toEqual([]);
    expect(untokenizedLengths('.x { font-size: 1.1rem; border-radius: 4px; }', bp)).toEqual([
      'font-size: 1.1rem',
      'border-radius: 4px',
    ]);
    expect(untokenizedLengths('.x { outline: 3px solid var(--ef-focus); outline-offset: 2px; }', bp)).toEqual(
      ['outline: 3px solid var(--ef-focus)', 'outline-offset: 2px'],
    );
    expect(untokenizedLengths('.x { margin: 0 auto; padding: 0; outline: none; }', bp)).toEqual([]);
    expect(untokenizedLengths('@media (max-width: 600px) { .x { display: none; } }', bp)).toEqual([
      '@media width 600px',
    ]);
    expect(untokenizedLengths('@media (max-width: 991.98px) { .x { display: none; } }', bp)).toEqual([]);
    // Not a token's business: widths, heights, borders.
    expect(untokenizedLengths('.x { width: 1.5rem; border: 1px solid var(--ef-border); }', bp)).toEqual([]);
  });

  it('list every token of each scale in tokens.css, and every such token in a scale', () => {
    const listed: string[] = SCALE_GROUPS.flatMap((group) => [...group.tokens]);
    expect(listed.filter((token) => !TOKENS.has(token))).toEqual([]);
    const scaleTokens = [...TOKENS.keys()].filter((name) =>
      /^--(space|font-size|radius|focus|breakpoint)-/.test(name),
    );
    expect(scaleTokens.filter((token) => !listed.includes(token))).toEqual([]);
  });

  it('keep spacing on the 4 px grid and the breakpoints where the portal reads them', () => {
    const grid = SCALE_GROUPS[0].tokens.map(
      (token) => [token, Number.parseFloat(TOKENS.get(token)!)] as const,
    );
    for (const [token, rem] of grid)
      expect(rem * 16, token).toBe(Number(token.slice('--space-'.length).replace('-5', '.5')) * 4);
    expect(breakpoints(TOKENS)).toEqual({ small: 480, narrow: 600, mobile: MOBILE_BREAKPOINT_PX });
    expect(below(MOBILE_BREAKPOINT_PX)).toBe('(max-width: 991.98px)');
  });
});

describe('contrast as WCAG counts it', () => {
  const hex = (value: string) => parseColour(value)!;

  it('agrees with known ratios', () => {
    expect(contrastRatio(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#ffffff'), hex('#ffffff'))).toBe(1);
    // The lightest grey that passes 4.5:1 on white, and the one just too light (WebAIM's figures).
    expect(contrastRatio(hex('#767676'), hex('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(hex('#777777'), hex('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(hex('#0000ff'), hex('#ffffff'))).toBeCloseTo(8.59, 2);
    expect(relativeLuminance(hex('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('reads #rgb, #rrggbb and rgb(r g b / a%), and lays a translucent colour over its base', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('rgb(0 0 0 / 55%)')).toEqual({ r: 0, g: 0, b: 0, a: 0.55 });
    expect(parseColour('1.5rem')).toBeNull();
    expect(composite(hex('rgb(255 255 255 / 50%)'), hex('#000000'))).toEqual({
      r: 127.5,
      g: 127.5,
      b: 127.5,
      a: 1,
    });
  });

  it('is symmetric and between 1 and 21 for any two colours', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    const rgb = fc.record({ r: channel, g: channel, b: channel, a: fc.constant(1) });
    fc.assert(
      fc.property(rgb, rgb, (one, other) => {
        const ratio = contrastRatio(one, other);
        expect(ratio).toBeCloseTo(contrastRatio(other, one), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });
});
