/** Text codes of the accessibility statement (161xxx). */
export const STATEMENT_CODES = {
  title: '161000',
  intro: '161001',
  statusHeading: '161010',
  /** The level while gaps are known: met in part. */
  status: '161011',
  /** The level with no gap known: met. */
  statusMet: '161012',
  gapsHeading: '161020',
  gapsNext: '161023',
  noGaps: '161024',
  assessmentHeading: '161030',
  assessment: '161031',
  drawnUp: '161032',
  feedbackHeading: '161040',
  feedback: '161041',
  feedbackLink: '161042',
  authorityHeading: '161050',
  authority: '161051',
  authorityLink: '161052',
  agencyStatement: '161053',
} as const;

/**
 * The gaps the service is known to have, each a text naming the WCAG criteria it fails. Keep it
 * true: add a gap when one is found (an axe rule an e2e sweep has to allow, a fault a user
 * reports), and remove it in the change that fixes it.
 */
export const KNOWN_GAPS: readonly string[] = [];

/** The supervising authority's site for reporting a gap (laki 306/2019 § 17). */
export const AUTHORITY_SITE = {
  fi: 'https://www.saavutettavuusvaatimukset.fi/',
  sv: 'https://www.tillganglighetskrav.fi/',
} as const;
