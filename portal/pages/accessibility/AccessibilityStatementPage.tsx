/**
 * `/saavutettavuusseloste`: this service's own accessibility statement (laki 306/2019 § 15; issue
 * 31): its conformance level, its known gaps (codes.ts KNOWN_GAPS), how it is assessed, the
 * feedback channel and the supervising authority. Public: reachable without logging in, linked from
 * every page's footer. External addresses open through the external-link dialog, as the footer's.
 */
import type { MouseEvent } from 'react';
import { t } from '../../../texts/index.ts';
import { DIALOG_CODES } from '../../dialogs/Dialog.tsx';
import { FOOTER_LINKS } from '../../layout/externalLinks.ts';
import { usePageTitle, useShell } from '../../shell.tsx';
import './statement.css';
import { AUTHORITY_SITE, KNOWN_GAPS, STATEMENT_CODES as CODES } from './codes.ts';

function ExternalLink({ href, children }: { href: string; children: string }) {
  const { language, openExternalLink } = useShell();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        openExternalLink(href);
      }}
    >
      {children}
      <span className="visually-hidden"> ({t(language, DIALOG_CODES.newTab)})</span>
    </a>
  );
}

export default function AccessibilityStatementPage({
  knownGaps = KNOWN_GAPS,
}: {
  /** The gaps to state (codes.ts KNOWN_GAPS; a story or a test may give others). */
  knownGaps?: readonly string[];
}) {
  const { language } = useShell();
  const title = t(language, CODES.title);
  usePageTitle(title);
  const link = (key: (typeof FOOTER_LINKS)[number]['key']) =>
    FOOTER_LINKS.find((candidate) => candidate.key === key)!.href[language];
  return (
    <article className="statement" aria-labelledby="statement-title">
      <h1 id="statement-title">{title}</h1>
      <p>{t(language, CODES.intro)}</p>

      <h2>{t(language, CODES.statusHeading)}</h2>
      <p>{t(language, knownGaps.length > 0 ? CODES.status : CODES.statusMet)}</p>

      <h2>{t(language, CODES.gapsHeading)}</h2>
      {knownGaps.length > 0 ? (
        <>
          <ul>
            {knownGaps.map((code) => (
              <li key={code}>{t(language, code)}</li>
            ))}
          </ul>
          <p>{t(language, CODES.gapsNext)}</p>
        </>
      ) : (
        <p>{t(language, CODES.noGaps)}</p>
      )}

      <h2>{t(language, CODES.assessmentHeading)}</h2>
      <p>{t(language, CODES.assessment)}</p>
      <p>{t(language, CODES.drawnUp)}</p>

      <h2>{t(language, CODES.feedbackHeading)}</h2>
      <p>{t(language, CODES.feedback)}</p>
      <p>
        <ExternalLink href={link('feedback')}>{t(language, CODES.feedbackLink)}</ExternalLink>
      </p>

      <h2>{t(language, CODES.authorityHeading)}</h2>
      <p>{t(language, CODES.authority)}</p>
      <p>
        <ExternalLink href={AUTHORITY_SITE[language]}>{t(language, CODES.authorityLink)}</ExternalLink>
      </p>
      <p>
        <ExternalLink href={link('accessibility')}>{t(language, CODES.agencyStatement)}</ExternalLink>
      </p>
    </article>
  );
}
