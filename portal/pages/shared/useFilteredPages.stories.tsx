/**
 * useFilteredPages.ts at work with the shared filter and pagination, over 57 made-up rows answered
 * after 300 ms: typing a range waits 700 ms and goes back to page 1, page and size load at once, and
 * the live region (shown here) says the count 1 s after each load the user caused.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DateRange } from '../../../api/contract.ts';
import { addDaysIso } from '../../../validators/date.ts';
import type { Language } from '../../../texts/index.ts';
import '../../../engine/react/theme.css';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { Pagination } from './Pagination.tsx';
import { useFilteredPages, type PageQuery } from './useFilteredPages.ts';
import { componentDocs } from '../../../engine/react/stories/componentDocs.ts';

const ROWS = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  created: addDaysIso('2025-01-01', index * 3),
}));

interface Result {
  totalItems: number;
  rows: typeof ROWS;
}

function fakeLoad(query: PageQuery<DateRange, 'ASC' | 'DESC'>, signal: AbortSignal): Promise<Result> {
  const { from, to } = query.filters;
  const matching = ROWS.filter((row) => (!from || row.created >= from) && (!to || row.created <= to));
  const sorted = query.sort === 'ASC' ? matching : [...matching].reverse();
  const start = (query.current - 1) * query.size;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => resolve({ totalItems: sorted.length, rows: sorted.slice(start, start + query.size) }),
      300,
    );
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

function FilteredListDemo({ language }: { language: Language }) {
  const pages = useFilteredPages<DateRange, 'ASC' | 'DESC', Result>({
    initialFilters: {},
    initialSort: 'DESC',
    load: fakeLoad,
    announcement: (result) =>
      language === 'fi' ? `${result.totalItems} riviä` : `${result.totalItems} rader`,
  });
  const data = pages.state.data;
  return (
    <div lang={language} style={{ maxWidth: '40rem' }}>
      <DateRangeFilter
        language={language}
        legend={language === 'fi' ? 'Luontipäivä' : 'Skapad'}
        value={pages.filters}
        onChange={(value, valid) => valid && pages.setFilters(value)}
      />
      <p>
        {pages.state.status} · live region: “{pages.announcement}”
      </p>
      <ul aria-busy={pages.state.status === 'loading'}>
        {data?.rows.map((row) => (
          <li key={row.id}>
            #{row.id} {row.created}
          </li>
        ))}
      </ul>
      {data && (
        <Pagination
          language={language}
          label={language === 'fi' ? 'Rivien sivut' : 'Radernas sidor'}
          current={pages.query.current}
          totalItems={data.totalItems}
          pageSize={pages.query.size}
          showDetails
          onPageChange={pages.setPage}
          onPageSizeChange={pages.setSize}
        />
      )}
    </div>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'How a filtered, paged list behaves: filters wait 700 ms after the last change, then page 1 loads and the count is announced.',
  use: 'Every list with filters and pages (documents, files, audit) uses this hook.',
  states: 'Filtering a list of rows by date.',
  texts: "The list's own texts.",
  keyboard: 'Filters and pages are reached by Tab; a change never moves focus.',
  screenReader: 'The number of rows found is announced politely after each change (SPEC §4).',
});

const meta = {
  title: 'Portal/Shared/useFilteredPages',
  parameters: docs,
  component: FilteredListDemo,
  args: { language: 'fi' },
} satisfies Meta<typeof FilteredListDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filtering: Story = {};
