/**
 * The footer (SPEC §2): the agency's external pages in the chosen language. Each is a real link
 * (its address shows, it can be copied), but following it opens the external-link dialog first,
 * which opens the page in a new tab on 'Jatka'. The accessibility statement is this service's own
 * page (issue 31, laki 306/2019 § 15), an ordinary link inside the portal.
 */
import { DIALOG_CODES } from '../dialogs/codes.ts';
import type { MouseEvent } from 'react';
import { t } from '../../texts/index.ts';
import { useShell } from '../shell.tsx';
import { PATHS } from '../guards/paths.ts';
import { Link } from '../routing/Link.tsx';
import { LAYOUT_CODES } from './codes.ts';
import { FOOTER_LINKS } from './externalLinks.ts';

export function Footer() {
  const { language, openExternalLink } = useShell();
  function follow(event: MouseEvent, href: string) {
    event.preventDefault();
    openExternalLink(href);
  }
  return (
    <footer className="portal-footer">
      <ul className="portal-footer-links" aria-label={t(language, LAYOUT_CODES.footerLinks)}>
        {FOOTER_LINKS.map((link) => {
          if (link.key === 'accessibility')
            return (
              <li key={link.key}>
                <Link to={PATHS.accessibility}>{t(language, link.code)}</Link>
              </li>
            );
          const href = link.href[language];
          return (
            <li key={link.key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => follow(event, href)}
              >
                {t(language, link.code)}
                <span className="visually-hidden"> ({t(language, DIALOG_CODES.newTab)})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </footer>
  );
}
