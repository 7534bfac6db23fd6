/**
 * Foundations / Colours (issue 32): every colour token of design/tokens.css as a swatch with its
 * value and its role, and the contrast of each pair the tokens allow (design/contrast.ts), as
 * WCAG 2.2 counts it, with the minimum it must meet. The values come from tokens.css itself, so
 * the page is never out of date; design/tokens.test.ts fails on any pair under its minimum.
 * This is documentation for designers, in English like the rest of Storybook's own pages.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import tokensCss from '../design/tokens.css?raw';
import {
  COLOUR_GROUPS,
  DARK_BACKGROUNDS,
  LIGHT_BACKGROUNDS,
  MINIMUM,
  ON_DARK,
  parseColour,
  parseTokens,
  TEXT_TOKENS,
  tokenContrast,
  UI_LINES,
} from '../design/contrast.ts';
import { componentDocs } from '../engine/react/stories/componentDocs.ts';

const TOKENS = parseTokens(tokensCss);

const styles = {
  page: {
    fontFamily: 'system-ui, sans-serif',
    color: 'var(--portal-text)',
    maxWidth: '72rem',
    padding: 'var(--space-6)',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: 'var(--space-4)',
    padding: 0,
  },
  swatch: { listStyle: 'none', border: '1px solid var(--portal-border)', borderRadius: 'var(--radius-s)' },
  chip: { height: '3rem', borderBottom: '1px solid var(--portal-border)' },
  caption: { padding: 'var(--space-2)', fontSize: 'var(--font-size-xs)' },
  table: { borderCollapse: 'collapse', fontSize: 'var(--font-size-xs)' },
  cell: {
    border: '1px solid var(--portal-border)',
    padding: 'var(--space-1) var(--space-2)',
    textAlign: 'left',
  },
} satisfies Record<string, CSSProperties>;

function Swatch({ token }: { token: string }) {
  const value = TOKENS.get(token) ?? '';
  const onWhite = parseColour(value) ? tokenContrast(TOKENS, token, '--ef-background') : null;
  return (
    <li style={styles.swatch}>
      <div style={{ ...styles.chip, background: `var(${token})` }} aria-hidden="true" />
      <div style={styles.caption}>
        <code>{token}</code>
        <br />
        {value}
        {onWhite !== null && ` · ${onWhite.toFixed(2)}:1 on white`}
      </div>
    </li>
  );
}

/**
 * One contrast table: each row a foreground, each column a background, each cell its ratio. A text
 * colour writes the cell's words; a line colour draws the cell's frame (its words stay body text,
 * since a line needs 3:1 and words 4.5:1).
 */
function ContrastTable({
  caption,
  foregrounds,
  backgrounds,
  minimum,
  lines = false,
}: {
  caption: string;
  foregrounds: readonly string[];
  backgrounds: readonly { token: string; over?: string }[];
  minimum: number;
  lines?: boolean;
}) {
  return (
    <table style={styles.table}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: 'var(--space-2) 0' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={styles.cell}>
            on →
          </th>
          {backgrounds.map(({ token }) => (
            <th key={token} scope="col" style={styles.cell}>
              <code>{token}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {foregrounds.map((foreground) => (
          <tr key={foreground}>
            <th scope="row" style={styles.cell}>
              <code>{foreground}</code>
            </th>
            {backgrounds.map(({ token, over }) => {
              const ratio = tokenContrast(TOKENS, foreground, token, over);
              const passes = ratio >= minimum;
              return (
                <td
                  key={token}
                  style={{
                    ...styles.cell,
                    color: lines ? 'var(--portal-text)' : `var(${foreground})`,
                    background: over ? `var(${over})` : `var(${token})`,
                    boxShadow: lines
                      ? `inset 0 0 0 3px var(${foreground})`
                      : over
                        ? `inset 0 0 0 100vmax var(${token})`
                        : undefined,
                  }}
                  data-ratio={ratio.toFixed(2)}
                >
                  {`${ratio.toFixed(2)}:1 ${passes ? 'passes' : 'FAILS'}`}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Colours() {
  const light = LIGHT_BACKGROUNDS.map((token) => ({ token }));
  return (
    <main style={styles.page}>
      <h1>Colours</h1>
      <p>
        Every colour of the service is a token of <code>design/tokens.css</code>; no stylesheet writes one of
        its own. To change a colour, change its token; <code>design/tokens.test.ts</code> then checks every
        pair below against WCAG 2.2 AA.
      </p>
      {COLOUR_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`colours-${group.title}`}>
          <h2 id={`colours-${group.title}`}>{group.title}</h2>
          <p>{group.role}</p>
          <ul style={styles.grid}>
            {group.tokens.map((token) => (
              <Swatch key={token} token={token} />
            ))}
          </ul>
        </section>
      ))}
      <h2>Contrast of the pairs the tokens allow</h2>
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Contrast tables">
        <ContrastTable
          caption={`Text on light backgrounds (at least ${MINIMUM.text}:1)`}
          foregrounds={TEXT_TOKENS}
          backgrounds={light}
          minimum={MINIMUM.text}
        />
        <ContrastTable
          caption={`On dark backgrounds (at least ${MINIMUM.text}:1)`}
          foregrounds={ON_DARK}
          backgrounds={DARK_BACKGROUNDS}
          minimum={MINIMUM.text}
        />
        <ContrastTable
          caption={`Lines on light backgrounds (at least ${MINIMUM.ui}:1)`}
          foregrounds={UI_LINES}
          backgrounds={light}
          minimum={MINIMUM.ui}
          lines
        />
      </div>
    </main>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'The design tokens: every colour of `design/tokens.css` with its value and role, and the contrast of each pair the tokens allow.',
  use: 'Before choosing or changing a colour: a colour is changed in its token, and `design/tokens.test.ts` tells whether every use still has its contrast.',
  states: 'The palette.',
  texts: "English, as Storybook's own pages (documentation for designers, not a page of the service).",
  keyboard: "A page to read: Tab reaches only the contrast tables' scroll region, where arrow keys scroll.",
  screenReader: 'Each table has a caption; each ratio cell says its ratio and whether it passes.',
});

const meta = {
  title: 'Foundations/Colours',
  component: Colours,
  parameters: { layout: 'fullscreen', ...docs },
} satisfies Meta<typeof Colours>;
export default meta;

export const Palette: StoryObj<typeof meta> = {};
