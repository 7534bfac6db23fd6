import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { isActivePath, Link, NavLink } from './Link.tsx';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="path">{`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}</output>
  );
}

function renderAt(path: string, ui: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('Link', () => {
  it("is a real link whose click is the router's navigation, with state", async () => {
    const onClick = vi.fn();
    const user = renderAt(
      '/',
      <Link to="/asiakirjat?sivu=2" state={{ from: 'etusivu' }} onClick={onClick} className="x">
        Asiakirjat
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Asiakirjat' });
    expect(link).toHaveAttribute('href', '/asiakirjat?sivu=2');
    expect(link).toHaveClass('x');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(
      '/asiakirjat?sivu=2|{"from":"etusivu"}',
    );
  });

  it('leaves a click its owner prevented, and a modified click, to the browser', async () => {
    const user = renderAt(
      '/',
      <>
        <Link to="/a" onClick={(event) => event.preventDefault()}>
          A
        </Link>
        <Link to="/b">B</Link>
      </>,
    );
    // What reaches the document unprevented is the browser's to follow (jsdom cannot: stopped here).
    const leftToBrowser: string[] = [];
    const browser = (event: MouseEvent) => {
      if (!event.defaultPrevented) leftToBrowser.push((event.target as HTMLElement).textContent ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    try {
      await user.click(screen.getByRole('link', { name: 'A' }));
      await user.keyboard('{Control>}');
      await user.click(screen.getByRole('link', { name: 'B' }));
      await user.keyboard('{/Control}');
    } finally {
      document.removeEventListener('click', browser);
    }
    expect(leftToBrowser).toEqual(['B']);
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/|null');
  });
});

describe('NavLink', () => {
  it('marks the link of the current page active (class and aria-current)', () => {
    renderAt(
      '/paatokset',
      <>
        <NavLink to="/paatokset" end className="nav">
          Päätökset
        </NavLink>
        <NavLink to="/" end>
          Etusivu
        </NavLink>
      </>,
    );
    const current = screen.getByRole('link', { name: 'Päätökset' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('nav', 'active');
    const other = screen.getByRole('link', { name: 'Etusivu' });
    expect(other).not.toHaveAttribute('aria-current');
    expect(other).not.toHaveAttribute('class');
  });

  it('matches as react-router does: case-insensitive, below the path unless end', () => {
    expect(isActivePath('/Maksutiedot', '/maksutiedot', true)).toBe(true);
    expect(isActivePath('/maksutiedot/1', '/maksutiedot', false)).toBe(true);
    expect(isActivePath('/maksutiedot/1', '/maksutiedot', true)).toBe(false);
    expect(isActivePath('/maksutiedotx', '/maksutiedot', false)).toBe(false);
    expect(isActivePath('/a/b', '/a/', false)).toBe(true);
    expect(isActivePath('/x', '/', false)).toBe(false);
  });
});
