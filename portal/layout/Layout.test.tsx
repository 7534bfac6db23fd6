import { act, fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registers, type Language } from '../../texts/index.ts';
import type { User } from '../../api/contract.ts';
import type { Shell } from '../shell.tsx';
import { renderInShell, testShell, TEST_PERSON } from '../shell.test-helpers.tsx';
import { Layout } from './Layout.tsx';
import { MOBILE_QUERY } from './useMediaQuery.ts';

const text = (language: Language, code: string) => registers[language][code] ?? `missing ${code}`;

const ORGANISATION_USER: User = {
  ...TEST_PERSON,
  isYpaActive: true,
  company: 'Vuokrataloyhtiö Oy',
  business_id: '1234567-1',
};

function Page() {
  const location = useLocation();
  return (
    <>
      <h1>Sivu</h1>
      <span data-testid="path">{location.pathname}</span>
    </>
  );
}

function renderLayout(shell: Partial<Shell> = {}, path = '/') {
  return renderInShell(
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<Page />} />
      </Route>
    </Routes>,
    { shell, initialEntries: [path] },
  );
}

/** A window narrower (or not) than 992 px as `matchMedia` tells it. */
function setMobile(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === MOBILE_QUERY ? matches : false,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const sidebar = (language: Language = 'fi') =>
  screen.getByRole('navigation', { name: text(language, '143002') });
const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the layout for a logged-in user', () => {
  it.each(['fi', 'sv'] as const)('has the landmarks and the sidebar of SPEC §2 (%s)', (language) => {
    renderLayout({ language });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(linkNames(sidebar(language))).toEqual([
      text(language, '141005'),
      text(language, '200001'),
      text(language, '143007'),
      // The tenancy-end notice: offered by its manifest (schemas/forms/tenancy-end-notice.form.json).
      text(language, '260001'),
      text(language, '143008'),
      text(language, '143009'),
      text(language, '143005'),
    ]);
    expect(within(sidebar(language)).getByRole('button', { name: text(language, '141011') })).toBeVisible();
    // The payment information is an organisation's: not offered to a private person.
    expect(screen.queryByRole('link', { name: text(language, '143019') })).toBeNull();
  });

  it('offers choose company instead of choose role, and the payment information, when acting for an organisation', () => {
    renderLayout({ user: { status: 'ready', user: ORGANISATION_USER } });
    expect(within(sidebar()).getByRole('link', { name: 'Valitse yritys' })).toHaveAttribute(
      'href',
      '/valitse-yritys',
    );
    expect(within(sidebar()).queryByRole('link', { name: 'Valitse rooli' })).toBeNull();
    expect(within(sidebar()).getByRole('link', { name: 'Maksutiedot' })).toHaveAttribute(
      'href',
      '/maksutiedot',
    );
  });

  it('asks to confirm when log out is chosen in the sidebar', async () => {
    const { shell } = renderLayout();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(shell.requestLogout).toHaveBeenCalledTimes(1);
  });

  it("shows the service name by app mode, and staff no landlord's info bar", () => {
    renderLayout({ config: { ...testShell().config, appMode: 'intra' } });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: text('fi', '143051') })).toBeVisible();
    // Staff act as staff: "Asioit omissa nimissäsi" is a landlord's line.
    expect(banner).not.toHaveTextContent('Asioit omissa nimissäsi');
  });

  it('tells a landlord in whose name they act', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toHaveTextContent('Asioit omissa nimissäsi.');
  });
});

describe('the profile menu', () => {
  it("shows the user's name, and opens choose role and log out", async () => {
    const user = userEvent.setup();
    const { shell } = renderLayout();
    const button = screen.getByRole('button', { name: 'Käyttäjä: Aino Virtanen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    expect(within(menu!).getByRole('link', { name: 'Valitse rooli' })).toHaveAttribute(
      'href',
      '/valitse-rooli',
    );

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(menu!).getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(shell.requestLogout).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it("shows 'company / name' when acting for an organisation", () => {
    renderLayout({ user: { status: 'ready', user: ORGANISATION_USER }, language: 'sv' });
    expect(
      screen.getByRole('button', { name: 'Användare: Vuokrataloyhtiö Oy / Aino Virtanen' }),
    ).toBeVisible();
  });

  it('closes when the choose-role link is followed', async () => {
    const user = userEvent.setup();
    renderLayout({}, '/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen');
    const button = screen.getByRole('button', { name: /Aino Virtanen/ });
    await user.click(button);
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    await user.click(within(menu).getByRole('link', { name: 'Valitse rooli' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/valitse-rooli');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the info bar', () => {
  it('names the organisation and its business id in bold', () => {
    renderLayout({ user: { status: 'ready', user: ORGANISATION_USER } });
    const banner = screen.getByRole('banner');
    const strong = within(banner).getByText('Vuokrataloyhtiö Oy');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement).toHaveTextContent(
      'Asioit organisaation Vuokrataloyhtiö Oy (1234567-1) puolesta.',
    );
  });

  it('shows the fixed text when acting as oneself (sv)', () => {
    renderLayout({ language: 'sv' });
    expect(screen.getByText('i eget namn').closest('p')).toHaveTextContent('Du sköter ärenden i eget namn.');
  });

  it('shows a company name full of markup as text', () => {
    renderLayout({
      user: {
        status: 'ready',
        user: {
          ...ORGANISATION_USER,
          company: '<img src=x onerror=alert(1)><a href="https://evil.example">Oy</a>',
        },
      },
    });
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('img, a[href^="https://evil"]')).toBeNull();
    expect(
      within(banner).getByText('<img src=x onerror=alert(1)><a href="https://evil.example">Oy</a>', {
        selector: 'strong',
      }),
    ).toBeInTheDocument();
  });
});

describe('the footer', () => {
  it.each([
    ['fi', 'Tietosuoja', 'https://www.kela.fi/tietosuoja'],
    ['sv', 'Dataskydd', 'https://www.kela.fi/dataskydd'],
  ] as const)(
    'links in the chosen language open the external-link dialog instead of navigating (%s)',
    (language, name, href) => {
      const { shell } = renderLayout({ language });
      const footer = screen.getByRole('contentinfo');
      expect(linkNames(footer)).toHaveLength(5);
      const link = within(footer).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      const followed = fireEvent.click(link);
      expect(followed).toBe(false); // the default (navigating) was prevented
      expect(shell.openExternalLink).toHaveBeenCalledWith(href);
    },
  );

  it.each([
    ['fi', 'Saavutettavuusseloste'],
    ['sv', 'Tillgänglighetsutlåtande'],
  ] as const)(
    "links to this service's own accessibility statement inside the portal (%s)",
    (language, name) => {
      renderLayout({ language });
      const link = within(screen.getByRole('contentinfo')).getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/saavutettavuusseloste');
      expect(link).not.toHaveAttribute('target');
    },
  );
});

describe('the public pages', () => {
  it('get the header and footer without the sidebar, profile menu and info bar', () => {
    renderLayout({ user: { status: 'anonymous' } }, '/kirjaudu');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kieli' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: /Käyttäjä/ })).toBeNull();
    expect(screen.queryByText(/Asioit/)).toBeNull();
  });
});

describe('the skip link', () => {
  it('is the first thing to focus and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Siirry pääsisältöön' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.click(skip);
    await vi.waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('below 992 px', () => {
  it('hides the sidebar behind a menu button; Escape closes it and focus returns to the button', async () => {
    setMobile(true);
    const user = userEvent.setup();
    renderLayout();
    const button = screen.getByRole('button', { name: 'Valikko' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'portal-sidebar');
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const nav = sidebar();
    expect(nav).toHaveAttribute('id', 'portal-sidebar');
    await user.click(within(nav).getByRole('link', { name: 'Valitse rooli' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/valitse-rooli');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();

    await user.click(button);
    within(sidebar()).getByRole('link', { name: 'Etusivu' }).focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has no menu button at 992 px and wider: the sidebar shows', () => {
    setMobile(false);
    renderLayout();
    expect(screen.queryByRole('button', { name: 'Valikko' })).toBeNull();
    expect(sidebar()).toBeVisible();
  });

  it('follows the window across the breakpoint', () => {
    let listener: (() => void) | undefined;
    let matches = false;
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({
        get matches() {
          return matches;
        },
        addEventListener: (_type: string, callback: () => void) => (listener = callback),
        removeEventListener: vi.fn(),
      })),
    );
    renderLayout();
    expect(sidebar()).toBeVisible();
    matches = true;
    act(() => listener?.());
    expect(screen.getByRole('button', { name: 'Valikko' })).toBeVisible();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
