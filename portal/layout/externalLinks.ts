/**
 * The footer's external links (SPEC §2 Layout), in Finnish and Swedish. The addresses are the
 * agency's public site (www.kela.fi); they are placeholders until the agency confirms them: check
 * each one before production.
 */
import type { Language } from '../../texts/index.ts';
import { LAYOUT_CODES } from './codes.ts';

export interface ExternalLink {
  key: 'feedback' | 'dataProtection' | 'accessibility' | 'visit' | 'customerService';
  /** The link's text code. */
  code: string;
  href: Readonly<Record<Language, string>>;
}

/** The agency's public site: the logged-out page's 'go to {site}' button. */
export const AGENCY_SITE: { name: string; href: Readonly<Record<Language, string>> } = {
  name: 'kela.fi',
  href: { fi: 'https://www.kela.fi/', sv: 'https://www.kela.fi/huvudsida' },
};

export const FOOTER_LINKS: readonly ExternalLink[] = [
  {
    key: 'feedback',
    code: LAYOUT_CODES.feedback,
    href: { fi: 'https://www.kela.fi/palaute', sv: 'https://www.kela.fi/respons' },
  },
  {
    key: 'dataProtection',
    code: LAYOUT_CODES.dataProtection,
    href: { fi: 'https://www.kela.fi/tietosuoja', sv: 'https://www.kela.fi/dataskydd' },
  },
  {
    key: 'accessibility',
    code: LAYOUT_CODES.accessibility,
    href: {
      fi: 'https://www.kela.fi/saavutettavuusseloste',
      sv: 'https://www.kela.fi/tillganglighetsutlatande',
    },
  },
  {
    key: 'visit',
    code: LAYOUT_CODES.visit,
    href: { fi: 'https://www.kela.fi/asiointi', sv: 'https://www.kela.fi/kontakta-fpa' },
  },
  {
    key: 'customerService',
    code: LAYOUT_CODES.customerService,
    href: { fi: 'https://www.kela.fi/asiakaspalvelu', sv: 'https://www.kela.fi/kundservice' },
  },
];

/** The agency's feedback form: the footer's feedback link and the logged-out thank-you's link. */
export const FEEDBACK_PAGE: Readonly<Record<Language, string>> = FOOTER_LINKS.find(
  (link) => link.key === 'feedback',
)!.href;
