/**
 * The sidebar's pages (SPEC §2 Layout), in SPEC's order. A page of a later issue is declared here
 * with `available: false` and stays hidden until its route exists; set it to true together with the
 * route in App.tsx. Choose role / choose company and log out follow these in the sidebar itself.
 */
import type { AppMode } from '../../api/contract.ts';
import { PATHS } from '../guards/paths.ts';
import { LANDLORD_FORM_TITLE, LAYOUT_CODES } from './codes.ts';
import { SHELL_CODES } from '../shell.tsx';

export interface NavItem {
  path: string;
  /** The link's text code. */
  code: string;
  /** Whether the page exists yet. */
  available: boolean;
  /** Shown only while the user acts for an organisation (SPEC §6). */
  organisationOnly?: boolean;
  /** A page of the bulk payment file exchange: the service itself in app mode ekevi (SPEC §1). */
  ekevi?: boolean;
  /** A page of the staff area: shown in app mode intra only, where they are the service (issue 14). */
  intra?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: PATHS.front, code: SHELL_CODES.frontPage, available: true },
  { path: PATHS.landlordApplication, code: LANDLORD_FORM_TITLE, available: true },
  { path: PATHS.realization, code: LAYOUT_CODES.realization, available: true },
  { path: PATHS.sendAttachment, code: LAYOUT_CODES.sendAttachment, available: true },
  { path: PATHS.myDocuments, code: LAYOUT_CODES.myDocuments, available: true },
  // Not in SPEC §2's sidebar: the payment information of issue 6, for organisations only.
  { path: PATHS.paymentInfo, code: LAYOUT_CODES.paymentInfo, available: true, organisationOnly: true },
  // The bulk payment files of issue 13 (SPEC §1), for organisations only.
  {
    path: PATHS.ekeviSend,
    code: LAYOUT_CODES.ekeviSend,
    available: true,
    organisationOnly: true,
    ekevi: true,
  },
  {
    path: PATHS.ekeviDelivered,
    code: LAYOUT_CODES.ekeviDelivered,
    available: true,
    organisationOnly: true,
    ekevi: true,
  },
  {
    path: PATHS.ekeviArrived,
    code: LAYOUT_CODES.ekeviArrived,
    available: true,
    organisationOnly: true,
    ekevi: true,
  },
  // The staff area of issue 14 (app mode intra).
  { path: PATHS.intraCustomers, code: LAYOUT_CODES.intraCustomers, available: true, intra: true },
  { path: PATHS.intraAudit, code: LAYOUT_CODES.intraAudit, available: true, intra: true },
];

/**
 * The items the sidebar shows: the pages that exist, those for organisations only while acting for
 * one. In app mode ekevi the file exchange is the service: its pages only, also to a user acting as
 * themself (each page then says it is for organisations and links to choosing one). In app mode
 * intra the staff area's pages only, and only there.
 */
export function visibleNavItems(
  forOrganisation: boolean,
  appMode: AppMode = 'default',
  items: readonly NavItem[] = NAV_ITEMS,
): NavItem[] {
  if (appMode === 'ekevi') return items.filter((item) => item.available && item.ekevi);
  if (appMode === 'intra') return items.filter((item) => item.available && item.intra);
  return items.filter((item) => item.available && !item.intra && (forOrganisation || !item.organisationOnly));
}
