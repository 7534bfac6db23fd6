/**
 * The sidebar (SPEC §2 Layout): the pages that exist (`navItems.ts`), then choose role — or choose
 * company when the user acts for an organisation (SPEC §6) — and log out (with confirmation).
 */
import type { KeyboardEvent } from 'react';
import { NavLink } from '../routing/Link.tsx';
import { t } from '../../texts/index.ts';
import type { User } from '../../api/contract.ts';
import { PATHS } from '../guards/paths.ts';
import { SHELL_CODES, useShell } from '../shell.tsx';
import { actingOrganisation } from './acting.ts';
import { LAYOUT_CODES } from './codes.ts';
import { visibleNavItems } from './navItems.ts';

export interface SidebarProps {
  id: string;
  user: User;
  /** Hidden behind the menu button (the mobile layout, menu closed). */
  hidden: boolean;
  onKeyDown?: (event: KeyboardEvent) => void;
  /** A link was followed. */
  onNavigate?: () => void;
}

export function Sidebar({ id, user, hidden, onKeyDown, onNavigate }: SidebarProps) {
  const { language, requestLogout, config } = useShell();
  const forOrganisation = actingOrganisation(user) !== null;
  return (
    <nav
      id={id}
      className="portal-sidebar"
      aria-label={t(language, LAYOUT_CODES.mainNavigation)}
      hidden={hidden}
      onKeyDown={onKeyDown}
    >
      <ul>
        {visibleNavItems(forOrganisation, config.appMode).map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end onClick={onNavigate}>
              {t(language, item.code)}
            </NavLink>
          </li>
        ))}
        {/* Staff act as themselves (app mode intra): no role to choose. */}
        {config.appMode !== 'intra' && (
          <li className="portal-sidebar-separated">
            {forOrganisation ? (
              <NavLink to={PATHS.chooseCompany} end onClick={onNavigate}>
                {t(language, LAYOUT_CODES.chooseCompany)}
              </NavLink>
            ) : (
              <NavLink to={PATHS.chooseRole} end onClick={onNavigate}>
                {t(language, LAYOUT_CODES.chooseRole)}
              </NavLink>
            )}
          </li>
        )}
        <li className={config.appMode === 'intra' ? 'portal-sidebar-separated' : undefined}>
          <button type="button" className="portal-link-button" onClick={requestLogout}>
            {t(language, SHELL_CODES.logout)}
          </button>
        </li>
      </ul>
    </nav>
  );
}
