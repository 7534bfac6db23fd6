import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExternalLinkDialog } from './ExternalLinkDialog.tsx';

const HREF = 'https://www.example.fi/saavutettavuus';

function Harness({ language, href = HREF }: { language: 'fi' | 'sv'; href?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Saavutettavuusseloste
      </button>
      <ExternalLinkDialog href={href} open={open} onClose={() => setOpen(false)} language={language} />
    </>
  );
}

async function openIt(language: 'fi' | 'sv' = 'fi', href?: string) {
  const user = userEvent.setup();
  render(<Harness language={language} href={href} />);
  const opener = screen.getByRole('button', { name: 'Saavutettavuusseloste' });
  await user.click(opener);
  return { user, opener };
}

describe('ExternalLinkDialog', () => {
  it('says in Finnish that the user is leaving the service and that the link opens in a new tab', async () => {
    await openIt('fi');
    const dialog = screen.getByRole('dialog', { name: 'Olet siirtymässä pois palvelusta' });
    expect(dialog).toHaveAccessibleDescription(
      `Linkki avautuu uuteen välilehteen. Tämä palvelu pysyy auki nykyisessä välilehdessä. Osoite: ${HREF}`,
    );
  });

  it("makes 'Jatka' a real link to a new tab, without opener or referrer, named with the new-tab label", async () => {
    await openIt('fi');
    const link = screen.getByRole('link', { name: 'Jatka (Avautuu uuteen välilehteen)' });
    expect(link).toHaveAttribute('href', HREF);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(link).toHaveFocus();
  });

  it("closes when 'Jatka' is followed, and focus returns to the opener", async () => {
    const { user, opener } = await openIt('fi');
    const link = screen.getByRole('link', { name: /^Jatka/ });
    // jsdom does not navigate; the click must not be cancelled, so that the browser opens the tab.
    let defaultPrevented: boolean | undefined;
    link.addEventListener('click', (event) => {
      queueMicrotask(() => (defaultPrevented = event.defaultPrevented));
    });
    await user.click(link);
    expect(defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes with 'Peruuta' and with Escape, focus back on the opener", async () => {
    const { user, opener } = await openIt('fi');
    await user.click(screen.getByRole('button', { name: 'Peruuta' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('wraps Tab inside the dialog', async () => {
    const { user } = await openIt('fi');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sulje' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
  });

  it('speaks Swedish', async () => {
    await openIt('sv');
    const dialog = screen.getByRole('dialog', { name: 'Du håller på att lämna tjänsten' });
    expect(dialog).toHaveAccessibleDescription(
      `Länken öppnas i en ny flik. Den här tjänsten förblir öppen i den nuvarande fliken. Adress: ${HREF}`,
    );
    expect(screen.getByRole('link', { name: 'Fortsätt (Öppnas i en ny flik)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
  });

  it("gives a javascript: address no 'Jatka' link", async () => {
    await openIt('fi', 'javascript:alert(1)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Peruuta' })).toHaveFocus();
  });
});
