/**
 * The portal's routes (SPEC §2), named once for the guards, the layout and the routes
 * (portal/guards/paths.ts), and for the forms' check, which keeps a manifest's path off them
 * (engine/build/checkContext.ts). Plain data: the browser and the build read it alike.
 */
export const PATHS = {
  front: '/',
  landlordApplication: '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen',
  sendAttachment: '/laheta-liite',
  myDocuments: '/paatokset-ja-muut-asiakirjasi',
  /** Organisations only: the payment list, with a link to the payment-info update (issue 6; not in SPEC §2). */
  paymentInfo: '/maksutiedot',
  /** The payment-info update form on the generic form page (its manifest's path). */
  paymentInfoUpdate: '/maksutiedot/muutosilmoitus',
  realizationRequest: '/vuokra-vakuus-realisointi',
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
  /** Mock mode only: the e-mails the embedded mail catcher received (issue 45). */
  testMail: '/testiposti',
  /** This service's accessibility statement (issue 31): public, linked from every page's footer. */
  accessibility: '/saavutettavuusseloste',
} as const;
