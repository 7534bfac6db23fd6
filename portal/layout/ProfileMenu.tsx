/**
 * The toolbar's profile menu (SPEC §2): a disclosure button showing the user's name — 'company /
 * name' when acting for an organisation — that opens choose role and log out. Escape closes it
 * and returns focus to the button; so do a click or focus outside it and following its link.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../routing/Link.tsx';
import { t } from '../../texts/index.ts';
import type { User } from '../../api/contract.ts';
import { PATHS } from '../guards/paths.ts';
import { SHELL_CODES, useShell } from '../shell.tsx';
import { profileName } from './acting.ts';
import { LAYOUT_CODES } from './codes.ts';

export function ProfileMenu({ user }: { user: User }) {
  const { language, requestLogout } = useShell();
  const { pathname } = useLocation();
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Open on the path where it was opened: following a link closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = () => setOpenAt(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      button.current?.focus();
    }
  }

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (open && next && !container.current?.contains(next)) close();
  }

  function logout() {
    // Focus back on the button first: the logout dialog returns focus where it was, and the
    // menu's own button disappears with the menu.
    close();
    button.current?.focus();
    requestLogout();
  }

  return (
    <div className="portal-profile" ref={container} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="portal-profile-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        <span className="visually-hidden">{t(language, LAYOUT_CODES.profilePrefix)} </span>
        {profileName(user)}
        <span className="portal-profile-caret" aria-hidden="true" />
      </button>
      <ul id={menuId} className="portal-profile-menu" hidden={!open}>
        <li>
          <Link to={PATHS.chooseRole} onClick={close}>
            {t(language, LAYOUT_CODES.chooseRole)}
          </Link>
        </li>
        <li>
          <button type="button" className="portal-link-button" onClick={logout}>
            {t(language, SHELL_CODES.logout)}
          </button>
        </li>
      </ul>
    </div>
  );
}
