/**
 * The sidebar's items (SPEC §2 Layout): the portal's own pages at their places (api/sidebarPages.ts,
 * which the designer reads too) and the forms' links from their manifests (`offer.sidebar`,
 * portal/forms/registry.ts), each at its place among the pages.
 * Choose role / choose company and log out follow these in the sidebar itself.
 */
import type { AppMode } from '../../api/contract.ts';
import { SIDEBAR_PAGES } from '../../api/sidebarPages.ts';
import { SIDEBAR_FORMS } from '../forms/registry.ts';

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

const PAGES: readonly NavItem[] = Object.values(SIDEBAR_PAGES).map((page) => ({ ...page, available: true }));

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
