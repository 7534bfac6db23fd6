import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { translatorFor } from '../../../../texts/index.ts';
import type { Language } from '../../../../texts/index.ts';
import { DateDemoForm } from './DateDemoForm.tsx';
import DateWidget from './DateWidget.tsx';
import { DATE_ERROR_CODES, DATE_TEXTS } from './dateTexts.ts';
import { componentDocs } from '../../stories/componentDocs.ts';
import { focusWithTab } from '../../stories/StoryForm.tsx';

type DateStoryState = 'empty' | 'filled' | 'error' | 'disabled';

interface DateWidgetDemoProps {
  language: Language;
  state: DateStoryState;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: { startDate: { type: 'string', format: 'date' } },
};

/** The date widget in an RJSF form, as the engine renders it. */
function DateWidgetDemo({ language, state }: DateWidgetDemoProps) {
  const t = translatorFor(language);
  const uiSchema: UiSchema = {
    startDate: {
      'ui:title': t(DATE_TEXTS.startDate),
      'ui:disabled': state === 'disabled',
      'ui:options': { minDate: '2020-01-01' },
    },
  };
  const formData = {
    empty: {},
    filled: { startDate: '2024-01-15' },
    error: { startDate: '31.04.2024' },
    disabled: { startDate: '2024-01-15' },
  }[state];
  const extraErrors = (
    state === 'error' ? { startDate: { __errors: [t(DATE_ERROR_CODES.invalidFormat)] } } : undefined
  ) as ErrorSchema | undefined;
  return (
    <DateDemoForm
      language={language}
      state={state}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      extraErrors={extraErrors}
      widgets={{ date: DateWidget }}
    />
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'A date typed as `pp.kk.vvvv` or chosen from a calendar dialog.',
  use: 'Every `format: date` field. `ui:options.minDate` and `maxDate` (ISO or `today`) bound it. A period (start and end) is the date-range field.',
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring). `01012024`, `2024-01-01` and `1.1.2024` are all read as 01.01.2024.",
  texts:
    "120005 'Valitse päivämäärä', 120011 'pp.kk.vvvv', the calendar's 120001–120013; the date messages of SPEC §5.",
  keyboard:
    'Type the date, or Tab to the calendar button and press Enter. In the calendar: arrows move by day and week, PageUp/PageDown by month (Shift: by year), Home/End to Monday/Sunday, Enter or Space chooses, Escape closes; Tab stays inside the dialog and focus returns to the button.',
  screenReader:
    "Reads the label and the format hint; the calendar is a modal dialog named 'Valitse päivämäärä', each day with its full date and week, disabled days as unavailable.",
});

const meta = {
  title: 'Engine/Widgets/Date',
  parameters: docs,
  component: DateWidgetDemo,
  args: { language: 'fi', state: 'empty' },
  argTypes: {
    state: { control: 'inline-radio', options: ['empty', 'filled', 'error', 'disabled'] },
  },
} satisfies Meta<typeof DateWidgetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
export const Disabled: Story = { args: { state: 'disabled' } };
/** Reached with Tab: the focus ring. */
export const Focused: Story = { args: { state: 'filled' }, play: focusWithTab };
