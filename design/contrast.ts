/**
 * Which colour tokens (design/tokens.css) may be used together, and the WCAG 2.2 contrast each use
 * needs (issue 32): text 4.5:1 (SC 1.4.3), the lines that make a control or its focus visible 3:1
 * (SC 1.4.11). tokens.test.ts reads the values from tokens.css and checks every pair; a colour
 * token that is in no list below fails there too, so a new token is placed before it is used.
 */

/** Text colours: each may stand on each light background. */
export const TEXT_TOKENS = [
  '--ef-text',
  '--portal-text',
  '--ef-text-secondary',
  '--portal-text-secondary',
  '--portal-link',
  '--ef-error',
  '--portal-error',
  '--portal-error-strong',
  '--portal-success',
  '--portal-warning',
] as const;

/** Light backgrounds: the page, panels, tints of states, a chosen item, a table's header. */
export const LIGHT_BACKGROUNDS = [
  '--ef-background',
  '--ef-background-muted',
  '--portal-muted-bg',
  '--ef-disabled',
  '--portal-info-bg',
  '--portal-info-tint',
  '--portal-success-bg',
  '--portal-success-tint',
  '--portal-success-tint-ekevi',
  '--portal-success-tint-thanks',
  '--portal-warning-bg',
  '--portal-warning-tint',
  '--portal-error-bg',
  '--portal-selected-bg',
  '--portal-hover-bg',
  '--portal-table-header-bg',
] as const;

/** Text and focus colours on the dark backgrounds (the header, a primary or danger button). */
export const ON_DARK = ['--portal-on-dark', '--portal-focus-on-dark'] as const;
/** Dark backgrounds; a translucent one is laid over `over` first. */
export const DARK_BACKGROUNDS: readonly { token: string; over?: string }[] = [
  { token: '--portal-brand' },
  { token: '--portal-on-dark-hover', over: '--portal-brand' },
  { token: '--ef-primary' },
  { token: '--ef-primary-hover' },
  { token: '--ef-error' },
  { token: '--portal-danger-hover' },
];

/** Lines that show a control's edge, its state or the focus: 3:1 on each light background. */
export const UI_LINES = [
  '--ef-border',
  '--portal-border',
  '--ef-focus',
  '--portal-focus',
  '--ef-primary',
  '--portal-success-line-thanks',
  '--portal-success-line-ekevi',
] as const;

/**
 * Colours that carry no information by contrast: dividers beside text that says the same, a
 * disabled control's edge (exempt, SC 1.4.11), shadows and the dimmed page behind a dialog.
 */
export const DECORATIVE = [
  '--ef-border-light',
  '--portal-info-border',
  '--portal-rule',
  '--portal-border-disabled',
  '--portal-shadow-menu',
  '--portal-shadow-dialog',
  '--portal-backdrop',
] as const;

/**
 * The lists above as a designer reads them, a group each (Storybook's Foundations/Colours shows
 * them; a token in two lists, such as the primary blue, is in both groups).
 */
export const COLOUR_GROUPS: readonly { title: string; role: string; tokens: readonly string[] }[] = [
  { title: 'Text', role: 'on any light background, at least 4.5:1', tokens: TEXT_TOKENS },
  { title: 'Light backgrounds', role: 'under any text colour', tokens: LIGHT_BACKGROUNDS },
  { title: 'On dark', role: 'text and focus on the dark backgrounds', tokens: ON_DARK },
  {
    title: 'Dark backgrounds',
    role: 'the header, primary and danger buttons',
    // Marked pure: the portal's bundle imports this module for little (scales.ts's breakpoint), and
    // a bundler keeps a top-level call it cannot prove free of effects.
    tokens: /* @__PURE__ */ DARK_BACKGROUNDS.map((background) => background.token),
  },
  { title: 'Lines', role: 'a control’s edge and the focus ring, at least 3:1', tokens: UI_LINES },
  {
    title: 'Decorative',
    role: 'dividers, shadows, a disabled edge: carry nothing by contrast',
    tokens: DECORATIVE,
  },
];

export const MINIMUM = { text: 4.5, ui: 3 } as const;

/** A stylesheet without its comments. */
export const withoutCssComments = (css: string): string => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties a stylesheet declares (tokens.css), by name, comments left out. */
export function parseTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of withoutCssComments(css).matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g))
    tokens.set(match[1]!, match[2]!.trim());
  return tokens;
}

/** The ratio of `text` on `background` (laid over `over` first when translucent), from `tokens`. */
export function tokenContrast(
  tokens: ReadonlyMap<string, string>,
  text: string,
  background: string,
  over?: string,
): number {
  const colourOf = (token: string): Rgba => {
    const parsed = parseColour(tokens.get(token) ?? '');
    if (!parsed) throw new Error(`${token} is not a colour token (${tokens.get(token)})`);
    return parsed;
  };
  const base = over ? composite(colourOf(background), colourOf(over)) : colourOf(background);
  return contrastRatio(colourOf(text), base);
}

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

/** `#rgb`, `#rrggbb` or `rgb(r g b / a%)` as channels 0–255 and alpha 0–1; null for anything else. */
export function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return {
      r: parseInt(digits.slice(0, 2), 16),
      g: parseInt(digits.slice(2, 4), 16),
      b: parseInt(digits.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = /^rgb\(\s*(\d+)\s+(\d+)\s+(\d+)\s*(?:\/\s*(\d+(?:\.\d+)?)%)?\s*\)$/.exec(value.trim());
  if (rgb)
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: rgb[4] === undefined ? 1 : Number(rgb[4]) / 100,
    };
  return null;
}

/** `top` laid over the opaque `base`. */
export function composite(top: Rgba, base: Rgba): Rgba {
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, base.r), g: mix(top.g, base.g), b: mix(top.b, base.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two opaque colours, 1–21. */
export function contrastRatio(one: Rgba, other: Rgba): number {
  const [light, dark] = [relativeLuminance(one), relativeLuminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
