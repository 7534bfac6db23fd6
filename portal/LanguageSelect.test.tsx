import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../texts/index.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

/** A shell whose switch waits for the test to load (or fail to load) the language's texts. */
function Harness({ load }: { load: (language: Language) => Promise<void> }) {
  const [language, setLanguage] = useState<Language>('fi');
  return (
    <>
      <LanguageSelect language={language} onChange={(next) => load(next).then(() => setLanguage(next))} />
      <p lang={language}>{language}</p>
    </>
  );
}

function setUp() {
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(() => new Promise<void>((resolve, reject) => loads.push({ resolve, reject })));
  render(<Harness load={load} />);
  return { loads, user: userEvent.setup(), select: screen.getByRole('combobox', { name: 'Kieli' }) };
}

describe('LanguageSelect', () => {
  it('shows the choice while its texts load, then the page follows', async () => {
    const { loads, user, select } = setUp();
    await user.selectOptions(select, 'sv');
    expect(select).toHaveValue('sv');
    expect(screen.getByText('fi')).toBeInTheDocument();
    await act(async () => loads[0]?.resolve());
    expect(screen.getByText('sv')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
  });

  it('goes back to the language shown and says why when the texts cannot be loaded', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loads, user, select } = setUp();
    await user.selectOptions(select, 'sv');
    await act(async () => loads[0]?.reject(new Error('offline')));
    expect(select).toHaveValue('fi');
    expect(screen.getByRole('alert')).toHaveTextContent('Kielen vaihtaminen ei onnistunut. Yritä uudelleen.');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();

    // The next try clears the message, and succeeds.
    await user.selectOptions(select, 'sv');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => loads[1]?.resolve());
    expect(screen.getByRole('combobox', { name: 'Språk' })).toHaveValue('sv');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
