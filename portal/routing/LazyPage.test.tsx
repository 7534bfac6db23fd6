import { act, render, screen } from '@testing-library/react';
import { Component, useState, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../loadOnce.ts';
import { LazyPage } from './LazyPage.tsx';

/** A load the test finishes when it wants to. */
function deferred() {
  let finish!: (page: ComponentType) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<ComponentType>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const Page = () => <h1>Omat asiakirjat</h1>;
const spinner = <p role="status">Ladataan</p>;

/** What the routes' error boundary does: shows the error, and the page again once asked to. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? (
      <>
        <p role="alert">{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Yritä uudelleen
        </button>
      </>
    ) : (
      this.props.children
    );
  }
}

/**
 * Lets the loads' promises settle and React commit what they cause. (React's 300 ms hold of content
 * after a Suspense fallback, which LazyPage avoids, does not happen inside act(): it is seen in
 * Chromium, LazyPage.tsx.)
 */
const settle = () => act(async () => {});

describe('LazyPage', () => {
  it('shows the fallback, then the page once its code is here', async () => {
    const load = deferred();
    render(<LazyPage page={loadOnce<ComponentType>(() => load.promise)} fallback={spinner} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan');
    load.finish(Page);
    await settle();
    expect(screen.getByRole('heading', { name: 'Omat asiakirjat' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a page whose code is already here at once, without the fallback, and loads it once', async () => {
    let loads = 0;
    const page = loadOnce<ComponentType>(async () => {
      loads++;
      return Page;
    });
    const first = render(<LazyPage page={page} fallback={spinner} />);
    await settle();
    first.unmount();
    render(<LazyPage page={page} fallback={spinner} />);
    expect(screen.getByRole('heading', { name: 'Omat asiakirjat' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('throws a failed load to the error boundary, and loads again when the page is shown again', async () => {
    const attempts = [deferred(), deferred()];
    let attempt = 0;
    const page = loadOnce<ComponentType>(() => attempts[attempt++]!.promise);
    function Shown() {
      const [key, setKey] = useState(0);
      return (
        <Boundary key={key}>
          <button type="button" onClick={() => setKey((count) => count + 1)}>
            Näytä uudelleen
          </button>
          <LazyPage page={page} fallback={spinner} />
        </Boundary>
      );
    }
    render(<Shown />);
    attempts[0]!.fail(new Error('Sivua ei voitu ladata.'));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('Sivua ei voitu ladata.');
    act(() => screen.getByRole('button', { name: 'Yritä uudelleen' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan');
    attempts[1]!.finish(Page);
    await settle();
    expect(screen.getByRole('heading', { name: 'Omat asiakirjat' })).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
