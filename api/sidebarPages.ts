/**
 * The portal's own pages in the sidebar (SPEC §2 Layout), with their places: a form's manifest
 * (`offer.sidebar`) puts its link among them, a smaller number higher up. Plain data for the
 * portal's sidebar (portal/layout/navItems.ts) and for the designer, which shows a form's author
 * where a place puts the form's link (issue 47).
 */
import { PATHS } from './paths.ts';

export interface SidebarPage {
  path: string;
  /** The link's text code. */
  code: string;
  position: number;
  /** Shown only while the user acts for an organisation (SPEC §6). */
  organisationOnly?: boolean;
  /** A page of the bulk payment file exchange: the service itself in app mode ekevi (SPEC §1). */
  ekevi?: boolean;
  /** A page of the staff area: shown in app mode intra only (issue 14). */
  intra?: boolean;
}

export const SIDEBAR_PAGES = {
  front: { path: PATHS.front, code: '141005', position: 10 },
  sendAttachment: { path: PATHS.sendAttachment, code: '143008', position: 40 },
  myDocuments: { path: PATHS.myDocuments, code: '143009', position: 50 },
  // The organisation's payments, with the payment-info update (issue 6).
  paymentInfo: { path: PATHS.paymentInfo, code: '143019', position: 60, organisationOnly: true },
  // The bulk payment files of issue 13 (SPEC §1), for organisations only.
  ekeviSend: { path: PATHS.ekeviSend, code: '143020', position: 70, organisationOnly: true, ekevi: true },
  ekeviDelivered: {
    path: PATHS.ekeviDelivered,
    code: '143021',
    position: 71,
    organisationOnly: true,
    ekevi: true,
  },
  ekeviArrived: {
    path: PATHS.ekeviArrived,
    code: '143022',
    position: 72,
    organisationOnly: true,
    ekevi: true,
  },
  // The staff area of issue 14 (app mode intra).
  intraCustomers: { path: PATHS.intraCustomers, code: '143023', position: 80, intra: true },
  intraAudit: { path: PATHS.intraAudit, code: '143024', position: 81, intra: true },
} as const satisfies Record<string, SidebarPage>;
