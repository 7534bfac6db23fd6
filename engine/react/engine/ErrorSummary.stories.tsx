/**
 * The error summary beside a small form of the theme: each entry links to its field, and choosing
 * it moves focus there. FormEngine shows the summary from two errors on (or once it has been shown);
 * here it is shown as it looks with one and with several.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { translatorFor, type Language } from '../../../texts/index.ts';
import type { FieldError } from '../../core/types.ts';
import { StoryForm } from '../stories/StoryForm.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { componentDocs } from '../stories/componentDocs.ts';

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'iban'],
  properties: {
    name: { type: 'string', maxLength: 100 },
    rent: { type: 'number', minimum: 0 },
    iban: { type: 'string', maxLength: 34 },
  },
};

/** The fields' labels: 'Nimi', 'Vuokran määrä', 'Tilinumero (IBAN)'. */
const LABELS = { name: '139001', rent: '139004', iban: '139008' } as const;
type Property = keyof typeof LABELS;

const uiSchema = {
  name: { 'ui:title': LABELS.name, 'ui:help': '139002' },
  rent: { 'ui:title': LABELS.rent, 'ui:widget': 'money' },
  iban: { 'ui:title': LABELS.iban, 'ui:widget': 'iban' },
};

interface StoryError {
  property: Property;
  /** Text code of the message, as the engine's error mapping gives it. */
  code: string;
}

interface ErrorSummaryDemoProps {
  language: Language;
  errors: readonly StoryError[];
  formData?: Record<string, unknown>;
}

function ErrorSummaryDemo({ language, errors, formData }: ErrorSummaryDemoProps) {
  const t = translatorFor(language);
  const fieldErrors: FieldError[] = errors.map(({ property, code }) => ({
    path: `/${property}`,
    label: t(LABELS[property]),
    message: t(code),
    code,
  }));
  const errorCodes: Record<string, string[]> = {};
  for (const { property, code } of errors) (errorCodes[property] ??= []).push(code);
  return (
    <div
      lang={language}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2rem',
        alignItems: 'flex-start',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <div style={{ flex: '1 1 18rem', maxWidth: '26rem' }}>
        <ErrorSummary errors={fieldErrors} t={t} />
      </div>
      <div style={{ flex: '1 1 24rem' }}>
        <StoryForm
          language={language}
          schema={schema}
          uiSchema={uiSchema}
          formData={formData}
          errorCodes={errorCodes}
        />
      </div>
    </div>
  );
}

/** 'Tarkista tilinumero. …' on the IBAN. */
const ONE: StoryError[] = [{ property: 'iban', code: '110105' }];
/** 'Tieto on pakollinen.' on the name, 'Anna summa numeroina, …' on the rent, and the IBAN's. */
const SEVERAL: StoryError[] = [
  { property: 'name', code: '110001' },
  { property: 'rent', code: '110013' },
  { property: 'iban', code: '110105' },
];
const ONE_DATA = { name: 'Matti Meikäläinen', rent: 850, iban: 'FI2112345600000786' };
const SEVERAL_DATA = { iban: 'FI211234' };

/** The component's Docs page (engine/react/stories/componentDocs.ts). */
const docs = componentDocs({
  purpose:
    'The list of what to correct before going on, at the top of a form, each entry a link to its field.',
  use: 'FormEngine shows it by itself when a send finds two or more errors, or once it has been shown (SPEC §2); a single error shows only at its field the first time.',
  states: "One error; several errors (in the form's order).",
  texts:
    "100001 the heading, 100002 'Korjaa seuraavat {count} kohtaa ennen kuin jatkat:'; each entry is the field's label and its message.",
  keyboard:
    'Focus moves to the summary when it appears; Tab goes through its links; Enter on a link moves focus to the field (the first control of a group).',
  screenReader:
    "The summary is focused and read with its heading and count; each link reads 'label: message'.",
});

const meta = {
  title: 'Engine/ErrorSummary',
  parameters: docs,
  component: ErrorSummaryDemo,
  args: { language: 'fi', errors: SEVERAL, formData: SEVERAL_DATA },
} satisfies Meta<typeof ErrorSummaryDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneError: Story = { args: { errors: ONE, formData: ONE_DATA } };
export const SeveralErrors: Story = { args: { errors: SEVERAL, formData: SEVERAL_DATA } };
