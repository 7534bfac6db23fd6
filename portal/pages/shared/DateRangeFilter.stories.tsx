/**
 * The shared date-range filter (DateRangeFilter.tsx): empty, the default six months, an end before
 * the start (its message shown), in Finnish and Swedish. The value it reports is shown below it.
 */
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DateRange } from '../../../api/contract.ts';
import type { Language } from '../../../texts/index.ts';
import '../../../engine/react/theme.css';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { componentDocs } from '../../../engine/react/stories/componentDocs.ts';

interface DemoProps {
  language: Language;
  initial: DateRange;
  showErrors: boolean;
}

function DateRangeFilterDemo({ language, initial, showErrors }: DemoProps) {
  const [value, setValue] = useState<DateRange>(initial);
  const [valid, setValid] = useState(true);
  return (
    <div lang={language} style={{ maxWidth: '40rem' }}>
      <DateRangeFilter
        language={language}
        legend={language === 'fi' ? 'Luontipäivä' : 'Skapad'}
        value={value}
        max="today"
        showErrors={showErrors}
        onChange={(next, ok) => {
          setValue(next);
          setValid(ok);
        }}
      />
      <pre>{JSON.stringify({ value, valid })}</pre>
    </div>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: "A list's filter by period: start and end date with the engine's date widgets.",
  use: 'Above a list filtered by date (documents, files). Default period: six months ago to today (SPEC §9).',
  states: 'Empty; six months; end before start (its error).',
  texts: "120009 'Alkamispäivä', 120010 'Päättymispäivä' and the range messages of SPEC §5.",
  keyboard: 'As the date widget: type, or open the calendar with Enter on its button.',
  screenReader: 'A group named by its legend; errors are read with their field.',
});

const meta = {
  title: 'Portal/Shared/DateRangeFilter',
  parameters: docs,
  component: DateRangeFilterDemo,
  args: { language: 'fi', initial: {}, showErrors: false },
} satisfies Meta<typeof DateRangeFilterDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const sixMonths: DateRange = { from: '2025-01-15', to: '2025-07-15' };
const backwards: DateRange = { from: '2025-07-15', to: '2025-01-15' };

export const Empty: Story = {};
export const SixMonths: Story = { args: { initial: sixMonths } };
export const EndBeforeStart: Story = { args: { initial: backwards, showErrors: true } };
