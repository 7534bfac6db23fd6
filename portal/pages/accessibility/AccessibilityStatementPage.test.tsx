import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t, type Language } from '../../../texts/index.ts';
import { renderInShell } from '../../shell.test-helpers.tsx';
import AccessibilityStatementPage from './AccessibilityStatementPage.tsx';
import { KNOWN_GAPS, STATEMENT_CODES } from './codes.ts';

describe.each<[Language, string, string, string]>([
  ['fi', 'Saavutettavuusseloste', 'https://www.saavutettavuusvaatimukset.fi/', 'https://www.kela.fi/palaute'],
  ['sv', 'Tillgänglighetsutlåtande', 'https://www.tillganglighetskrav.fi/', 'https://www.kela.fi/respons'],
])('the accessibility statement in %s', (language, title, authority, feedback) => {
  it('states the level, the known gaps, the feedback channel and the supervising authority', () => {
    // Any text stands for a gap here: the list shows the texts of the codes it is given.
    const knownGaps = [STATEMENT_CODES.intro, STATEMENT_CODES.drawnUp];
    const { shell } = renderInShell(<AccessibilityStatementPage knownGaps={knownGaps} />, {
      shell: { language, user: { status: 'anonymous' } },
      initialEntries: ['/saavutettavuusseloste'],
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      [
        STATEMENT_CODES.statusHeading,
        STATEMENT_CODES.gapsHeading,
        STATEMENT_CODES.assessmentHeading,
        STATEMENT_CODES.feedbackHeading,
        STATEMENT_CODES.authorityHeading,
      ].map((code) => t(language, code)),
    );
    // The level: WCAG 2.2 A and AA, in part while a gap is known.
    const level = screen.getByText(t(language, STATEMENT_CODES.status));
    expect(level).toHaveTextContent('WCAG 2.2');
    expect(level).toHaveTextContent(/\bAA\b/);
    const gaps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(gaps.map((gap) => gap.textContent)).toEqual(knownGaps.map((code) => t(language, code)));
    expect(screen.getByText(t(language, STATEMENT_CODES.gapsNext))).toBeInTheDocument();
    // 14 days to answer, then the authority (laki 306/2019 §§ 15–17).
    expect(screen.getByText(t(language, STATEMENT_CODES.feedback))).toHaveTextContent('14');
    for (const [name, href] of [
      [STATEMENT_CODES.feedbackLink, feedback],
      [STATEMENT_CODES.authorityLink, authority],
    ] as const) {
      const link = screen.getByRole('link', { name: new RegExp(`^${t(language, name)}`) });
      expect(link).toHaveAttribute('href', href);
      expect(fireEvent.click(link)).toBe(false);
      expect(shell.openExternalLink).toHaveBeenCalledWith(href);
    }
  });

  it('states the level as met and says no gap is known when the list is empty, as it is today', () => {
    renderInShell(<AccessibilityStatementPage />, {
      shell: { language, user: { status: 'anonymous' } },
      initialEntries: ['/saavutettavuusseloste'],
    });
    expect(KNOWN_GAPS).toEqual([]);
    expect(screen.getByText(t(language, STATEMENT_CODES.statusMet))).toHaveTextContent('WCAG 2.2');
    expect(screen.getByText(t(language, STATEMENT_CODES.noGaps))).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(t(language, STATEMENT_CODES.status))).toBeNull();
  });
});
