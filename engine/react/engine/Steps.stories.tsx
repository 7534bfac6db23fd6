/**
 * The steps of a long form: the step indicator, the check-your-answers view (SummaryView) and a
 * small stepped form through FormEngine. The form is defined here, with a UI schema naming the
 * stories' text codes, and validated with validators compiled at run time (runtimeValidateFns).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { translatorFor, type Language } from '../../../texts/index.ts';
import { runtimeValidateFns } from '../../build/runtimeValidateFns.ts';
import { buildSummary } from '../../core/summary.ts';
import type { FormDefinition } from '../../core/types.ts';
import { FormEngine } from './FormEngine.tsx';
import { precompiledValidators } from './precompiled.ts';
import { STEP_CODES, StepIndicator } from './StepIndicator.tsx';
import { SummaryView } from './SummaryView.tsx';
import { storyLanguage } from '../stories/storyGlobals.ts';
import { componentDocs } from '../stories/componentDocs.ts';

/** A two-step form: who ('Vuokralainen') and the payment ('Tilitiedot'), then the check step. */
export const steppedForm: FormDefinition = {
  id: 'steps-story',
  schema: {
    type: 'object',
    required: ['name', 'language', 'iban'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', format: 'free-text', minLength: 1, maxLength: 100 },
      language: { type: 'string', enum: ['fi', 'sv'] },
      rent: { type: 'number', minimum: 0, multipleOf: 0.01 },
      iban: { type: 'string', format: 'iban', maxLength: 34 },
      paperless: { type: 'boolean' },
    },
  },
  uiSchema: {
    'ui:title': '140003',
    'ui:steps': [
      { id: 'person', title: '139017', fields: ['name', 'language'] },
      { id: 'payment', title: '230025', fields: ['rent', 'iban', 'paperless'] },
    ],
    'ui:summary': { title: '140003', name: '/name' },
    name: { 'ui:title': '139001', 'ui:help': '139002', 'ui:options': { counter: true } },
    language: { 'ui:title': '139005', 'ui:widget': 'radio', 'ui:enumNames': ['139006', '139007'] },
    rent: { 'ui:title': '139004', 'ui:widget': 'money' },
    iban: { 'ui:title': '139008', 'ui:widget': 'iban' },
    paperless: { 'ui:title': '139010', 'ui:widget': 'checkbox' },
  },
};

/** Valid data of the stepped form. */
export const steppedExample = {
  name: 'Matti Meikäläinen',
  language: 'fi',
  rent: 850.5,
  iban: 'FI2112345600000785',
  paperless: true,
};

const validateFns = runtimeValidateFns(steppedForm.schema);
const { validators } = precompiledValidators(steppedForm, validateFns);
/** 'Lähetä' … 'Kiitos! Tiedot on lähetetty.' */
const SENT_CODE = '140010';

interface StepsStoryArgs {
  language: Language;
  /** The current step of the indicator (0-based; the last is the check step). */
  current: number;
  /** The stepped form starts with valid data. */
  prefilled: boolean;
  onEdit: (stepId: string) => void;
}

function StepIndicatorDemo({ language, current }: Pick<StepsStoryArgs, 'language' | 'current'>) {
  const t = translatorFor(language);
  const steps = (steppedForm.uiSchema['ui:steps'] as { title: string }[]).map((step) => t(step.title));
  return (
    <div lang={language}>
      <StepIndicator titles={[...steps, t(STEP_CODES.check)]} current={current} t={t} />
    </div>
  );
}

function SummaryViewDemo({ language, onEdit }: Pick<StepsStoryArgs, 'language' | 'onEdit'>) {
  const t = translatorFor(language);
  const summary = useMemo(
    () => buildSummary(steppedForm, steppedExample, { t, language, isValid: validators.isValid }),
    [t, language],
  );
  return (
    <div lang={language}>
      <h2>{t(STEP_CODES.check)}</h2>
      <SummaryView summary={summary} t={t} onEdit={onEdit} />
    </div>
  );
}

function SteppedFormDemo({ language, prefilled }: Pick<StepsStoryArgs, 'language' | 'prefilled'>) {
  const t = translatorFor(language);
  const initialData = useMemo(() => (prefilled ? { ...steppedExample } : undefined), [prefilled]);
  const [sent, setSent] = useState<object | undefined>(undefined);
  return (
    <div lang={language} style={{ maxWidth: '40rem' }}>
      <h1>{t(String(steppedForm.uiSchema['ui:title']))}</h1>
      {sent ? (
        <>
          <p role="status">{t(SENT_CODE)}</p>
          <pre>{JSON.stringify(sent, null, 2)}</pre>
        </>
      ) : (
        <FormEngine
          form={steppedForm}
          validateFns={validateFns}
          language={language}
          initialData={initialData}
          onSubmit={(data) => setSent(data)}
        />
      )}
    </div>
  );
}

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose: "A form in steps ('Vaihe 1/3'), ending in a check-your-answers step before sending.",
  use: 'A long form whose UI schema has `ui:steps`; each step is checked before the next. Short forms are one page.',
  states:
    "The step indicator; the check-your-answers view (with 'Muuta' per section); a stepped form, empty and stepped to its check step.",
  texts:
    "100010–100022 (engine/react/engine/StepIndicator.tsx STEP_CODES): the progress ('Vaihe 1/3'), next, previous, check your answers, 'Muuta'; the steps' titles are the form's.",
  keyboard:
    "Tab through the step's fields, then 'Edellinen' and 'Jatka'; moving on moves focus to the new step's heading.",
  screenReader:
    "The new step's heading is focused and read with its number; the check step is a list of label–answer pairs by section.",
});

const meta: Meta<StepsStoryArgs> = {
  title: 'Engine/Steps',
  parameters: docs,
  args: { language: 'fi', current: 1, prefilled: false, onEdit: fn() },
  argTypes: {
    current: { control: { type: 'range', min: 0, max: 2, step: 1 } },
  },
  excludeStories: /^[a-z]/,
};
export default meta;
type Story = StoryObj<StepsStoryArgs>;

const indicator: Story = {
  render: (args) => <StepIndicatorDemo {...args} />,
  parameters: { controls: { include: ['current'] } },
};
export const Indicator: Story = { ...indicator, args: { current: 1 } };

const summaryView: Story = {
  render: (args) => <SummaryViewDemo {...args} />,
  parameters: { controls: { disable: true } },
};
export const CheckYourAnswers: Story = summaryView;

const steppedFormStory: Story = {
  render: (args) => <SteppedFormDemo {...args} />,
  parameters: { controls: { include: ['prefilled'] } },
};
export const SteppedForm: Story = { ...steppedFormStory, args: { prefilled: false } };

/** Valid data, stepped through to the check-your-answers step. */
const toCheckStep: Story = {
  ...steppedFormStory,
  play: async ({ canvasElement, globals }) => {
    const t = translatorFor(storyLanguage({ globals }));
    const canvas = within(canvasElement);
    const titles = (steppedForm.uiSchema['ui:steps'] as { title: string }[]).map((step) => t(step.title));
    for (const next of [...titles.slice(1), t(STEP_CODES.check)]) {
      await userEvent.click(await canvas.findByRole('button', { name: t(STEP_CODES.next) }));
      await expect(await canvas.findByRole('heading', { level: 2, name: next })).toBeInTheDocument();
    }
  },
};
export const CheckStep: Story = { ...toCheckStep, args: { prefilled: true } };
