import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { translatorFor } from '../../../../texts/index.ts';
import type { Language } from '../../../../texts/index.ts';
import { localizeUiSchema } from '../../../core/uiSchema.ts';
import { fields, templates, widgets } from '../../theme.ts';
import DateRangeField from './DateRangeField.tsx';
import { DateDemoForm } from './DateDemoForm.tsx';
import DateWidget from './DateWidget.tsx';
import { DATE_TEXTS, RANGE_ERROR_CODES } from './dateTexts.ts';
import { componentDocs } from '../../stories/componentDocs.ts';
import { focusWithTab } from '../../stories/StoryForm.tsx';

type RangeStoryState = 'empty' | 'filled' | 'error' | 'disabled';

interface DateRangeFieldDemoProps {
  language: Language;
  state: RangeStoryState;
  /** An object with other properties besides the two dates (as the realization request's `rentee`). */
  object?: boolean;
}

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    period: {
      type: 'object',
      properties: {
        startDate: { type: 'string', format: 'date' },
        endDate: { type: 'string', format: 'date' },
      },
    },
  },
};

const objectSchema: RJSFSchema = {
  type: 'object',
  properties: {
    rentee: {
      type: 'object',
      required: ['id', 'startDate'],
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 20 },
        startDate: { type: 'string', format: 'date' },
        endDate: { type: 'string', format: 'date' },
        amount: { type: 'number' },
      },
    },
  },
};

/** With text codes, as in schemas/forms/*.ui.json. */
const objectUiSchema: UiSchema = {
  rentee: {
    'ui:field': 'dateRange',
    'ui:title': '210010',
    'ui:order': ['id', 'startDate', 'endDate', 'amount'],
    'ui:options': { from: 'startDate', to: 'endDate', rangeTitle: '210016', toRequired: false },
    id: { 'ui:title': '210011', 'ui:help': '210012' },
    startDate: { 'ui:title': '210018', 'ui:options': { maxDate: 'today' } },
    endDate: { 'ui:title': '210019', 'ui:help': '210017' },
    amount: { 'ui:title': '210015', 'ui:widget': 'money' },
  },
};

/** The field on an object with other properties, in the engine's theme with its UI schema localized. */
function ObjectDemo({ language, state }: DateRangeFieldDemoProps) {
  const t = translatorFor(language);
  const uiSchema = localizeUiSchema(objectUiSchema, t) as UiSchema;
  const formData = {
    empty: {},
    filled: { rentee: { id: '12345678', startDate: '2022-09-01', amount: 1200 } },
    error: { rentee: { startDate: '2022-09-01', endDate: '2022-08-31', amount: 1200 } },
    disabled: { rentee: { id: '12345678', startDate: '2022-09-01', endDate: '2024-06-30', amount: 1200 } },
  }[state];
  const extraErrors = (
    state === 'error'
      ? {
          rentee: {
            id: { __errors: [t('139015')] },
            endDate: { __errors: [t(RANGE_ERROR_CODES.invalidRelation)] },
          },
        }
      : undefined
  ) as ErrorSchema | undefined;
  return (
    <DateDemoForm
      language={language}
      state={state}
      schema={objectSchema}
      uiSchema={uiSchema}
      formData={formData}
      extraErrors={extraErrors}
      disabled={state === 'disabled'}
      widgets={widgets}
      fields={fields}
      templates={templates}
    />
  );
}

/** The date-range field in an RJSF form, as the engine renders it. */
function DateRangeFieldDemo({ language, state, object = false }: DateRangeFieldDemoProps) {
  if (object) return <ObjectDemo language={language} state={state} />;
  const t = translatorFor(language);
  const uiSchema: UiSchema = {
    period: {
      'ui:field': 'dateRange',
      'ui:title': DATE_TEXTS.period,
      'ui:disabled': state === 'disabled',
      'ui:options': { fromRequired: true, maxDate: 'today' },
    },
  };
  const formData = {
    empty: {},
    filled: { period: { startDate: '2024-01-01', endDate: '2024-06-30' } },
    error: { period: { startDate: '2024-06-30', endDate: '2024-01-01' } },
    disabled: { period: { startDate: '2024-01-01', endDate: '2024-06-30' } },
  }[state];
  const extraErrors = (
    state === 'error' ? { period: { __errors: [t(RANGE_ERROR_CODES.invalidRelation)] } } : undefined
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
      fields={{ dateRange: DateRangeField }}
    />
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: 'A period: a start and an end date in one fieldset, with one calendar that picks both.',
  use: "`ui:field: dateRange` on an object with the two dates (tenancy, a filter's period). The end may not be before the start.",
  states:
    "Empty, filled, an error under the label (as the engine's error mapping shows it), disabled, and focused (reached with Tab, its focus ring). Also the pair inside an object with other fields (Object…).",
  texts:
    "120009 'Alkamispäivä', 120010 'Päättymispäivä', 120006 'Valitse ajanjakso', 120013 'Ajanjakso'; the range messages of SPEC §5.",
  keyboard: 'As the date widget; the calendar chooses the start, then the end.',
  screenReader:
    "Reads the legend, then each date field with its own label; the relation error ('Tarkista, että alkamispäivä edeltää päättymispäivää.') after the legend.",
});

const meta = {
  title: 'Engine/Widgets/Date range',
  parameters: docs,
  component: DateRangeFieldDemo,
  args: { language: 'fi', state: 'empty', object: false },
  argTypes: {
    state: { control: 'inline-radio', options: ['empty', 'filled', 'error', 'disabled'] },
    object: { control: 'boolean' },
  },
} satisfies Meta<typeof DateRangeFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { state: 'empty' } };
export const Filled: Story = { args: { state: 'filled' } };
export const Error: Story = { args: { state: 'error' } };
export const Disabled: Story = { args: { state: 'disabled' } };
/** Reached with Tab: the focus ring. */
export const Focused: Story = { args: { state: 'filled' }, play: focusWithTab };

/** On an object with other properties (the realization request's `rentee`): the pair is a group of its own. */
export const ObjectEmpty: Story = { args: { state: 'empty', object: true } };
export const ObjectFilled: Story = { args: { state: 'filled', object: true } };
export const ObjectError: Story = { args: { state: 'error', object: true } };
export const ObjectDisabled: Story = { args: { state: 'disabled', object: true } };
