/**
 * The shared pagination (Pagination.tsx) in each variant, in Finnish and Swedish, with a working page
 * and page-size state (57 items).
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageSize } from '../../../api/contract.ts';
import type { Language } from '../../../texts/index.ts';
import '../../../engine/react/theme.css';
import { Pagination, type PaginationVariant } from './Pagination.tsx';
import { componentDocs } from '../../../engine/react/stories/componentDocs.ts';

interface DemoProps {
  language: Language;
  variant: PaginationVariant;
  totalItems: number;
  showDetails: boolean;
}

function PaginationDemo({ language, variant, totalItems, showDetails }: DemoProps) {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState<PageSize>(20);
  return (
    <div lang={language}>
      <Pagination
        language={language}
        label={language === 'fi' ? 'Asiakirjojen sivut' : 'Handlingarnas sidor'}
        variant={variant}
        showDetails={showDetails}
        current={current}
        totalItems={totalItems}
        pageSize={size}
        onPageChange={setCurrent}
        onPageSizeChange={(next) => {
          setSize(next);
          setCurrent(1);
        }}
      />
    </div>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    "Moving between pages of a long list (SPEC §2), with the details ('1–20 / 57') and the page size (20, 50, 100).",
  use: 'Under every paged list. `numbered` for a few pages, `selector` or `selectorWithNavigation` for many, `details` where space is short.',
  states: 'Numbered; many pages; selector; selector with navigation; details; one page.',
  texts:
    "The list's own label; 'Sivu {n}', 'Edellinen', 'Seuraava' and the page-size label of the portal's register.",
  keyboard:
    'Tab through previous, the pages and next; Enter or Space chooses. Previous and next at the ends stay focusable (`aria-disabled`).',
  screenReader:
    "A navigation landmark named by the list; each page button is named 'Sivu 3' / 'Sida 3', the current one marked `aria-current=page`.",
});

const meta = {
  title: 'Portal/Shared/Pagination',
  parameters: docs,
  component: PaginationDemo,
  args: { language: 'fi', variant: 'numbered', totalItems: 57, showDetails: true },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['numbered', 'selector', 'selectorWithNavigation', 'details'],
    },
  },
} satisfies Meta<typeof PaginationDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Numbered: Story = { args: { variant: 'numbered' } };
export const ManyPages: Story = { args: { variant: 'numbered', totalItems: 480 } };
export const Selector: Story = { args: { variant: 'selector', showDetails: false } };
export const SelectorWithNavigation: Story = {
  args: { variant: 'selectorWithNavigation' },
};
export const Details: Story = { args: { variant: 'details' } };
export const OnePage: Story = { args: { variant: 'numbered', totalItems: 7 } };
