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
  );
}

const meta = {
  title: 'Portal/Shared/Pagination',
  component: PaginationDemo,
  args: { language: 'fi', variant: 'numbered', totalItems: 57, showDetails: true },
  argTypes: {
    language: { control: 'inline-radio', options: ['fi', 'sv'] },
    variant: {
      control: 'inline-radio',
      options: ['numbered', 'selector', 'selectorWithNavigation', 'details'],
    },
  },
} satisfies Meta<typeof PaginationDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NumberedFi: Story = { args: { language: 'fi', variant: 'numbered' } };
export const NumberedSv: Story = { args: { language: 'sv', variant: 'numbered' } };
export const ManyPagesFi: Story = { args: { language: 'fi', variant: 'numbered', totalItems: 480 } };
export const SelectorFi: Story = { args: { language: 'fi', variant: 'selector', showDetails: false } };
export const SelectorSv: Story = { args: { language: 'sv', variant: 'selector', showDetails: false } };
export const SelectorWithNavigationFi: Story = {
  args: { language: 'fi', variant: 'selectorWithNavigation' },
};
export const SelectorWithNavigationSv: Story = {
  args: { language: 'sv', variant: 'selectorWithNavigation' },
};
export const DetailsFi: Story = { args: { language: 'fi', variant: 'details' } };
export const DetailsSv: Story = { args: { language: 'sv', variant: 'details' } };
export const OnePageFi: Story = { args: { language: 'fi', variant: 'numbered', totalItems: 7 } };
