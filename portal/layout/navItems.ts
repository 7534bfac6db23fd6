/**
 * The sidebar's pages (SPEC §2 Layout), in SPEC's order. The forms' links come from their manifests
 * (`offer.sidebar`, portal/forms/registry.ts), each at its place among the other pages; a page of a
 * later issue is declared here with `available: false` and stays hidden until its route exists.
 * Choose role / choose company and log out follow these in the sidebar itself.
 */
import type { AppMode } from '../../api/contract.ts';
import { PATHS } from '../guards/paths.ts';
import { SIDEBAR_FORMS } from '../forms/registry.ts';
import { LAYOUT_CODES } from './codes.ts';
import { SHELL_CODES } from '../shell.tsx';

export interface NavItem {
  path: string;
  /** The link's text code. */
  code: string;
  /** Whether the page exists yet. */
  available: boolean;
  /** The item's place: a smaller number higher up (a form's manifest says its own). */
  position: number;
  /** Shown only while the user acts for an organisation (SPEC §6). */
  organisationOnly?: boolean;
  /** Shown only while the user acts as themself (a form whose manifest allows only `person`). */
  personOnly?: boolean;
  /** A page of the bulk payment file exchange: the service itself in app mode ekevi (SPEC §1). */
  ekevi?: boolean;
  /** A page of the staff area: shown in app mode intra only, where they are the service (issue 14). */
  intra?: boolean;
}

const PAGES: readonly NavItem[] = [
  { path: PATHS.front, code: SHELL_CODES.frontPage, available: true, position: 10 },
  { path: PATHS.sendAttachment, code: LAYOUT_CODES.sendAttachment, available: true, position: 40 },
  { path: PATHS.myDocuments, code: LAYOUT_CODES.myDocuments, available: true, position: 50 },
  // The organisation's payments, with the payment-info update (issue 6).
  {
    path: PATHS.paymentInfo,
    code: LAYOUT_CODES.paymentInfo,
    available: true,
    position: 60,
    organisationOnly: true,
  },
  // The bulk payment files of issue 13 (SPEC §1), for organisations only.
  {
    path: PATHS.ekeviSend,
    code: LAYOUT_CODES.ekeviSend,
    available: true,
    position: 70,
    organisationOnly: true,
    ekevi: true,
  },
  {
    path: PATHS.ekeviDelivered,
    code: LAYOUT_CODES.ekeviDelivered,
    available: true,
    position: 71,
    organisationOnly: true,
    ekevi: true,
  },
  {
    path: PATHS.ekeviArrived,
    code: LAYOUT_CODES.ekeviArrived,
    available: true,
    position: 72,
    organisationOnly: true,
    ekevi: true,
  },
  // The staff area of issue 14 (app mode intra).
  {
    path: PATHS.intraCustomers,
    code: LAYOUT_CODES.intraCustomers,
    available: true,
    position: 80,
    intra: true,
  },
  { path: PATHS.intraAudit, code: LAYOUT_CODES.intraAudit, available: true, position: 81, intra: true },
];

/** A form's link: its manifest's path, title and place; for the roles its manifest allows. */
const FORM_ITEMS: readonly NavItem[] = SIDEBAR_FORMS.map(({ manifest }) => ({
  path: manifest.path,
  code: manifest.title,
  available: true,
  position: manifest.offer?.sidebar ?? 999,
  ...(manifest.roles.includes('person') ? {} : { organisationOnly: true }),
  ...(manifest.roles.includes('organisation') ? {} : { personOnly: true }),
}));

export const NAV_ITEMS: readonly NavItem[] = [...PAGES, ...FORM_ITEMS].sort(
  (a, b) => a.position - b.position,
);

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
  return items.filter(
    (item) => item.available && !item.intra && (forOrganisation ? !item.personOnly : !item.organisationOnly),
  );
}
