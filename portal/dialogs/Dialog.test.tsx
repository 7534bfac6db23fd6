import { StrictMode, useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DIALOG_BUTTON } from './Dialog.tsx';
import { lazyDialog, prefetchOnFirstInteraction } from './lazyDialog.tsx';

function Harness({
  onAction = () => undefined,
  withInitialFocus = false,
  language,
}: {
  onAction?: () => void;
  withInitialFocus?: boolean;
  language?: 'fi' | 'sv';
}) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button">Ennen</button>
      <button type="button" onClick={() => setOpen(true)}>
        Avaa
      </button>
      <Dialog
        open={open}
        title="Otsikko"
        onCancel={() => setOpen(false)}
        language={language}
        initialFocus={withInitialFocus ? second : undefined}
        actions={
          <>
            <button type="button" className={DIALOG_BUTTON.primary} onClick={onAction}>
              Ensimmäinen
            </button>
            <button
              ref={second}
              type="button"
              className={DIALOG_BUTTON.secondary}
              onClick={() => setOpen(false)}
            >
              Toinen
            </button>
          </>
        }
      >
        <p>Leipäteksti</p>
      </Dialog>
    </>
  );
}

async function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Avaa' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Dialog', () => {
  it('is closed and out of reach until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ensimmäinen' })).not.toBeInTheDocument();
  });

  it('opens named by its heading and described by its body, focus on the first action', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAccessibleName('Otsikko');
    expect(dialog).toHaveAccessibleDescription('Leipäteksti');
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('heading', { name: 'Otsikko' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ensimmäinen' })).toHaveFocus();
  });

  it('moves focus where the dialog says', async () => {
    await openHarness({ withInitialFocus: true });
    expect(screen.getByRole('button', { name: 'Toinen' })).toHaveFocus();
  });

  it('wraps Tab from the last element to the first and Shift+Tab from the first to the last', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: 'Sulje' });
    const first = screen.getByRole('button', { name: 'Ensimmäinen' });
    const last = screen.getByRole('button', { name: 'Toinen' });
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Avaa', hidden: true })).not.toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openHarness();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes with the close button 'Sulje' and gives focus back", async () => {
    const { user, opener } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("labels the close button 'Stäng' in Swedish", async () => {
    await openHarness({ language: 'sv' });
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
  });

  it('uses the native showModal() and close() where the browser has them', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
    proto.showModal = showModal;
    proto.close = close;
    try {
      const { user, opener } = await openHarness();
      expect(showModal).toHaveBeenCalledTimes(1);
      await user.keyboard('{Escape}');
      expect(close).toHaveBeenCalledTimes(1);
      expect(opener).toHaveFocus();
    } finally {
      delete proto.showModal;
      delete proto.close;
    }
  });
});

describe('a dialog mounted open (issue 14: the staff deletion dialogs)', () => {
  it('stays open under StrictMode, whose close and reopen leave a late close event', () => {
    const onCancel = vi.fn();
    render(
      <StrictMode>
        <Dialog open title="Poista" onCancel={onCancel} actions={<button type="button">Poista</button>}>
          <p>Teksti</p>
        </Dialog>
      </StrictMode>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Poista' }) as HTMLDialogElement;
    expect(dialog).toHaveAttribute('open');
    // The close event of StrictMode's simulated unmount arrives after the dialog opened again.
    dialog.dispatchEvent(new Event('close'));
    expect(onCancel).not.toHaveBeenCalled();
    // Closed by the browser for real (the element no longer open): the owner is told.
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('Dialog and the controls inside it', () => {
  it('leaves Escape to a control inside that used it', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <Dialog open title="Otsikko" onCancel={onCancel} actions={<button type="button">OK</button>}>
        <input
          aria-label="Haku"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Dialog>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Haku' }));
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('a dialog whose code loads when it first opens (lazyDialog)', () => {
  function Opener({
    Lazy,
  }: {
    Lazy: ReturnType<typeof lazyDialog<{ open: boolean; onCancel: () => void }>>;
  }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Avaa
        </button>
        <Lazy open={open} onCancel={() => setOpen(false)} />
      </>
    );
  }
  const Real = ({ open, onCancel }: { open: boolean; onCancel: () => void }) => (
    <Dialog open={open} title="Otsikko" onCancel={onCancel} actions={<button type="button">OK</button>}>
      <p>Leipäteksti</p>
    </Dialog>
  );

  it('loads nothing until it opens; then shows, focus in it, and gives focus back on close', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve(Real));
    render(<Opener Lazy={lazyDialog(load)} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Avaa' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Otsikko' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while its code cannot be loaded, and shows once a later try loads it', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<typeof Real>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Real);
    render(<Opener Lazy={lazyDialog(load, 50)} />);
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Otsikko' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is fetched at the first key press or touch, once', async () => {
    const prefetch = vi.fn();
    const stop = prefetchOnFirstInteraction(prefetch);
    expect(prefetch).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    stop();
  });
});
