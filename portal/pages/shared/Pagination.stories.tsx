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

const meta = {
  title: 'Portal/Shared/Pagination',
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
