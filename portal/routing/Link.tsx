/**
 * The portal's links: react-router's `Link` and `NavLink` cut to what the portal uses — a path in
 * the portal, `replace`, `state`; NavLink's `active` class and `aria-current="page"` (matching as
 * react-router's does: case-insensitive, `end` for an exact match). Built on react-router's own
 * `useHref` and `useLinkClickHandler`, so a click is the router's navigation (a modified click, a
 * middle click or `target="_blank"` is the browser's). react-router's components also carry the
 * framework mode's route discovery and prefetching and view transitions, ~3 kB gzip of the front
 * page's JavaScript that the portal never runs.
 */
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** The location's state. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path (not on the paths below it). */
  end?: boolean;
}

/** Whether `pathname` is `target` or, unless `end`, a path below it. */
export function isActivePath(pathname: string, target: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const wanted = target.toLowerCase();
  if (current === wanted) return true;
  if (end || !current.startsWith(wanted)) return false;
  const boundary = wanted !== '/' && wanted.endsWith('/') ? wanted.length - 1 : wanted.length;
  return current.charAt(boundary) === '/';
}

export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  const active = isActivePath(pathname, target, end);
  return (
    <Link
      {...link}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
