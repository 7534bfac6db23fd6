import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow, type PaginationProps } from './Pagination.tsx';

function renderPagination(props: Partial<PaginationProps> = {}) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  const result = render(
    <Pagination
      language="fi"
      label="Asiakirjojen sivut"
      current={1}
      totalItems={57}
      pageSize={20}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { ...result, onPageChange, onPageSizeChange };
}

describe('pageWindow', () => {
  it('shows every page up to seven, then the ends and the neighbours with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
  });
});

describe('Pagination', () => {
  it('is a labelled nav with numbered pages, the current one marked', async () => {
    const { onPageChange } = renderPagination({ current: 2 });
    const nav = screen.getByRole('navigation', { name: 'Asiakirjojen sivut' });
    expect(within(nav).getByRole('button', { name: 'Sivu 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Sivu 1' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('button', { name: 'Sivu 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Seuraava sivu' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Edellinen sivu' }));
    expect(onPageChange.mock.calls).toEqual([[3], [3], [1]]);
  });

  it('does not move past the first or last page, and keeps those buttons focusable', async () => {
    const { onPageChange, rerender } = renderPagination({ current: 1 });
    const previous = screen.getByRole('button', { name: 'Edellinen sivu' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toBeEnabled();
    await userEvent.click(previous);
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(
      <Pagination
        language="fi"
        label="Asiakirjojen sivut"
        current={3}
        totalItems={57}
        pageSize={20}
        onPageChange={onPageChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Seuraava sivu' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard', async () => {
    const { onPageChange } = renderPagination({ current: 1 });
    screen.getByRole('button', { name: 'Sivu 1' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sivu 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows the details and changes the page size', async () => {
    const { onPageSizeChange } = renderPagination({ current: 3, showDetails: true });
    expect(screen.getByText('41–57 / 57')).toBeInTheDocument();
    expect(screen.getByText('Tulokset 41–57, yhteensä 57')).toBeInTheDocument();
    const size = screen.getByRole('combobox', { name: 'Tuloksia sivulla' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['20', '50', '100']);
    await userEvent.selectOptions(size, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('selector variants: a select of the pages, with previous and next', async () => {
    const { onPageChange } = renderPagination({ variant: 'selectorWithNavigation', current: 2 });
    const select = screen.getByRole('combobox', { name: 'Sivu' });
    expect(select).toHaveValue('2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    await userEvent.selectOptions(select, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Edellinen sivu' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
    expect(screen.queryByRole('button', { name: 'Sivu 1' })).not.toBeInTheDocument();
  });

  it('selector alone has no previous or next; details has them with the details', () => {
    const { unmount } = renderPagination({ variant: 'selector' });
    expect(screen.getByRole('combobox', { name: 'Sivu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seuraava sivu' })).not.toBeInTheDocument();
    unmount();
    renderPagination({ variant: 'details', onPageSizeChange: undefined });
    expect(screen.getByText('1–20 / 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seuraava sivu' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('speaks Swedish', () => {
    renderPagination({ language: 'sv', current: 2, showDetails: true });
    expect(screen.getByRole('button', { name: 'Sida 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Nästa sida' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Föregående sida' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Resultat per sida' })).toBeInTheDocument();
    expect(screen.getByText('Resultat 21–40, sammanlagt 57')).toBeInTheDocument();
  });

  it('renders nothing without items, and no page controls for one page', () => {
    const { container, unmount } = renderPagination({ totalItems: 0 });
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderPagination({ totalItems: 5, showDetails: true });
    expect(screen.getByText('1–5 / 5')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tuloksia sivulla' })).toBeInTheDocument();
  });
});
