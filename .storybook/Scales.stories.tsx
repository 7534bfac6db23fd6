/**
 * Foundations / Scales (issue 32): the spacing, type, corner-radius and focus-ring scales and the
 * breakpoints of design/tokens.css, each token drawn at its own size with its value, read from the
 * token file itself (design/scales.ts lists them). design/tokens.test.ts fails when a stylesheet
 * writes one of these lengths instead of its token. English, like Storybook's own pages.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '../design/tokens.css?raw';
import { parseTokens } from '../design/contrast.ts';
import { SCALE_GROUPS } from '../design/scales.ts';
import { componentDocs } from '../engine/react/stories/componentDocs.ts';

const TOKENS = parseTokens(tokensCss);

type ScaleName = (typeof SCALE_GROUPS)[number]['name'];

const cell: CSSProperties = {
  border: '1px solid var(--portal-border)',
  padding: 'var(--space-1) var(--space-2)',
  textAlign: 'left',
  verticalAlign: 'middle',
};

/** How a token looks at its size: a bar, a sentence, a corner, a ring, a width. */
function Sample({ scale, token }: { scale: ScaleName; token: string }): ReactNode {
  const value = `var(${token})`;
  switch (scale) {
    case 'Spacing':
      return (
        <span
          aria-hidden="true"
          style={{ display: 'inline-block', width: value, height: '1rem', background: 'var(--ef-primary)' }}
        />
      );
    case 'Type scale':
      return <span style={{ fontSize: value }}>Vuokravakuus – Hyresgaranti</span>;
    case 'Corner radii':
      return (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: '3rem',
            height: '3rem',
            border: '2px solid var(--ef-border)',
            borderRadius: value,
          }}
        />
      );
    case 'Focus ring':
      return token === '--focus-ring' ? (
        <button type="button" style={{ outline: value, outlineOffset: 'var(--focus-offset)' }}>
          Button as focused
        </button>
      ) : null;
    case 'Breakpoints':
      return <span>below {TOKENS.get(token)}</span>;
  }
}

function Scales({ scale }: { scale: ScaleName }) {
  const group = SCALE_GROUPS.find((candidate) => candidate.name === scale)!;
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', color: 'var(--portal-text)', padding: 'var(--space-6)' }}
    >
      <h1>{group.name}</h1>
      <p>{group.role}</p>
      <p>
        The values come from <code>design/tokens.css</code>; a stylesheet uses the token, never the value (
        <code>design/tokens.test.ts</code>).
      </p>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: 'var(--space-2) 0' }}>
          {group.name}: the tokens
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Token
            </th>
            <th scope="col" style={cell}>
              Value
            </th>
            <th scope="col" style={cell}>
              Sample
            </th>
          </tr>
        </thead>
        <tbody>
          {group.tokens.map((token) => (
            <tr key={token}>
              <th scope="row" style={cell}>
                <code>{token}</code>
              </th>
              <td style={cell}>{TOKENS.get(token)}</td>
              <td style={cell}>
                <Sample scale={scale} token={token} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {scale === 'Focus ring' && (
        <p>
          Press Tab to reach this button and see the ring as the service draws it:{' '}
          <button type="button" className="ef-button ef-button--secondary" lang="fi">
            Peruuta
          </button>
        </p>
      )}
    </main>
  );
}

const docs = componentDocs({
  purpose:
    'The spacing, type, corner-radius and focus-ring scales and the breakpoints of `design/tokens.css`, each token at its own size.',
  use: 'Choosing a space, a size or a radius for a new page or component: take a step of the scale. A value that no step fits is a question for the design, not a new literal; `design/tokens.test.ts` fails on a length written in a stylesheet.',
  states: 'Spacing; type scale; corner radii; focus ring; breakpoints.',
  texts: "English, as Storybook's own pages (documentation for designers, not a page of the service).",
  keyboard: 'A page to read; on the focus-ring page Tab reaches a button that shows the ring.',
  screenReader: 'Each scale is a table with a caption; the spacing bars and corners are decorative.',
});

const meta = {
  title: 'Foundations/Scales',
  component: Scales,
  parameters: { layout: 'fullscreen', controls: { disable: true }, ...docs },
  args: { scale: 'Spacing' },
} satisfies Meta<typeof Scales>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = { args: { scale: 'Spacing' } };
export const TypeScale: Story = { args: { scale: 'Type scale' } };
export const CornerRadii: Story = { args: { scale: 'Corner radii' } };
export const FocusRing: Story = { args: { scale: 'Focus ring' } };
export const Breakpoints: Story = { args: { scale: 'Breakpoints' } };
