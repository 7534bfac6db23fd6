/** The portal's routes (SPEC §2), named once for the guards, the layout and the routes. */
export const PATHS = {
  front: '/',
  landlordApplication: '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen',
  sendAttachment: '/laheta-liite',
  myDocuments: '/paatokset-ja-muut-asiakirjasi',
  /** Organisations only: the payment list and the payment-info update form (issue 6; not in SPEC §2). */
  paymentInfo: '/maksutiedot',
  realization: '/vuokra-vakuus-realisointi',
  /** Organisations only: bulk payment files (issue 13; SPEC §1 ekevi). */
  ekeviSend: '/maksutiedoston-lahettaminen',
  ekeviDelivered: '/toimitetut-maksutiedostot',
  ekeviArrived: '/saapuneet-tilitykset',
  /** The payment file's format for the organisations' IT people (linked from the send page). */
  ekeviFormat: '/maksutiedoston-kuvaus',
  /**
   * The staff area (app mode intra, issue 14): the customer search, the pages of one customer
   * (`/asiakas/…`, named in pages/intra/paths.ts) and the audit list.
   */
  intraCustomers: '/asiakkaat',
  intraCustomerPages: '/asiakas/*',
  intraAudit: '/toimintaloki',
  chooseRole: '/valitse-rooli',
  chooseCompany: '/valitse-yritys',
  loggedOut: '/kirjaudu-ulos',
  sessionExpired: '/istunto-vanhentui',
  error: '/virhe',
  /** Mock mode only. */
  login: '/kirjaudu',
  /** This service's accessibility statement (issue 31): public, linked from every page's footer. */
  accessibility: '/saavutettavuusseloste',
} as const;

/** The pages shown without a session: everything else waits for the user (a spinner meanwhile). */
export const PUBLIC_PATHS: readonly string[] = [
  PATHS.login,
  PATHS.loggedOut,
  PATHS.error,
  PATHS.sessionExpired,
  PATHS.accessibility,
];

/** The pages anyone may read, logged in or not, with or without a role: no guard sends them away. */
export const OPEN_PATHS: readonly string[] = [PATHS.loggedOut, PATHS.accessibility];

/** `/valitse-rooli/` and `/valitse-rooli` are the same page to the guards. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** Where a login should come back to: the page the user was on, unless it was a public page. */
export function returnPath(path: string): string {
  const pathname = normalizePath(path.split(/[?#]/)[0] ?? '/');
  return PUBLIC_PATHS.includes(pathname) ? PATHS.front : path;
}
