/**
 * The forms of schemas/forms as a page shows them (the landlords' three and the staff's three): through FormEngine with their
 * precompiled validators (engine/generated/, `npm run schemas:build`), empty and prefilled from a
 * valid example of schemas/forms/examples/<form>/, in Finnish and Swedish.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { FormDefinition, FormSchema, ValidateFunction } from '../engine/core/types.ts';
import { validateFns as applicationDecisionFns } from '../engine/generated/application-decision.validators.ts';
import { validateFns as attachmentRequestFns } from '../engine/generated/attachment-request.validators.ts';
import { validateFns as landlordApplicationFns } from '../engine/generated/landlord-application.validators.ts';
import { validateFns as paymentInfoUpdateFns } from '../engine/generated/payment-info-update.validators.ts';
import { validateFns as realizationDecisionFns } from '../engine/generated/realization-decision.validators.ts';
import { validateFns as realizationRequestFns } from '../engine/generated/realization-request.validators.ts';
import { FormEngine } from '../engine/react/index.ts';
import applicationDecisionSchema from '../schemas/forms/application-decision.schema.json' with { type: 'json' };
import applicationDecisionUi from '../schemas/forms/application-decision.ui.json' with { type: 'json' };
import attachmentRequestSchema from '../schemas/forms/attachment-request.schema.json' with { type: 'json' };
import attachmentRequestUi from '../schemas/forms/attachment-request.ui.json' with { type: 'json' };
import landlordApplicationSchema from '../schemas/forms/landlord-application.schema.json' with { type: 'json' };
import landlordApplicationUi from '../schemas/forms/landlord-application.ui.json' with { type: 'json' };
import paymentInfoUpdateSchema from '../schemas/forms/payment-info-update.schema.json' with { type: 'json' };
import paymentInfoUpdateUi from '../schemas/forms/payment-info-update.ui.json' with { type: 'json' };
import realizationDecisionSchema from '../schemas/forms/realization-decision.schema.json' with { type: 'json' };
import realizationDecisionUi from '../schemas/forms/realization-decision.ui.json' with { type: 'json' };
import realizationRequestSchema from '../schemas/forms/realization-request.schema.json' with { type: 'json' };
import realizationRequestUi from '../schemas/forms/realization-request.ui.json' with { type: 'json' };
import { t, type Language } from '../texts/index.ts';
import './portal.css';

type FormId =
  | 'landlord-application'
  | 'realization-request'
  | 'payment-info-update'
  | 'application-decision'
  | 'attachment-request'
  | 'realization-decision';

const definition = (id: FormId, schema: unknown, uiSchema: unknown): FormDefinition => ({
  id,
  schema: schema as FormSchema,
  uiSchema: uiSchema as FormDefinition['uiSchema'],
});

const FORMS: Record<FormId, { form: FormDefinition; validateFns: Record<string, ValidateFunction> }> = {
  'landlord-application': {
    form: definition('landlord-application', landlordApplicationSchema, landlordApplicationUi),
    validateFns: landlordApplicationFns as Record<string, ValidateFunction>,
  },
  'realization-request': {
    form: definition('realization-request', realizationRequestSchema, realizationRequestUi),
    validateFns: realizationRequestFns as Record<string, ValidateFunction>,
  },
  'payment-info-update': {
    form: definition('payment-info-update', paymentInfoUpdateSchema, paymentInfoUpdateUi),
    validateFns: paymentInfoUpdateFns as Record<string, ValidateFunction>,
  },
  'application-decision': {
    form: definition('application-decision', applicationDecisionSchema, applicationDecisionUi),
    validateFns: applicationDecisionFns as Record<string, ValidateFunction>,
  },
  'attachment-request': {
    form: definition('attachment-request', attachmentRequestSchema, attachmentRequestUi),
    validateFns: attachmentRequestFns as Record<string, ValidateFunction>,
  },
  'realization-decision': {
    form: definition('realization-decision', realizationDecisionSchema, realizationDecisionUi),
    validateFns: realizationDecisionFns as Record<string, ValidateFunction>,
  },
};

/** Every valid example, by form and name (`valid-minimal-person`). */
const EXAMPLES: Record<string, Record<string, object>> = {};
for (const [file, data] of Object.entries(
  import.meta.glob<object>('../schemas/forms/examples/*/valid-*.json', { eager: true, import: 'default' }),
)) {
  const [, form, name] = /examples\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (form && name) (EXAMPLES[form] ??= {})[name] = data;
}

/** The example the prefilled stories show: the fullest valid one of each form. */
const PREFILL: Record<FormId, string> = {
  'landlord-application': 'valid-full-organisation-foreign-account',
  'realization-request': 'valid-full-all-costs-overseas-renter',
  'payment-info-update': 'valid-full-organisation-foreign-account',
  'application-decision': 'valid-rejected-two-lines',
  'attachment-request': 'valid-all-three',
  'realization-decision': 'valid-partly-granted',
};

/** 'Kiitos! Tiedot on lähetetty.' */
const SENT_CODE = '140010';

interface FormPageProps {
  form: FormId;
  language: Language;
  /** A valid example of schemas/forms/examples/<form>/ to start from; none: an empty form. */
  example?: string;
}

/** A form page: the form's title and the form, as `portal/pages/*` render it. */
function FormPage({ form: id, language, example }: FormPageProps) {
  const { form, validateFns } = FORMS[id];
  const data = example ? EXAMPLES[id]?.[example] : undefined;
  if (example && !data) throw new Error(`forms.stories: no example ${example} of ${id}`);
  // The page sets the language of the submission (in a form that has it); a prefill keeps the rest
  // of the example.
  const initialData = useMemo(
    () => ({
      ...data,
      ...(form.schema.properties?.['currentLanguageCode'] ? { currentLanguageCode: language } : {}),
    }),
    [data, language, form],
  );
  const [sent, setSent] = useState<object | undefined>(undefined);
  return (
    <main className="portal-main" lang={language}>
      <h1>{t(language, String(form.uiSchema['ui:title']))}</h1>
      {sent ? (
        <>
          <p role="status">{t(language, SENT_CODE)}</p>
          <pre>{JSON.stringify(sent, null, 2)}</pre>
        </>
      ) : (
        <FormEngine
          key={id}
          form={form}
          validateFns={validateFns}
          language={language}
          initialData={initialData}
          onSubmit={(submitted) => setSent(submitted)}
        />
      )}
    </main>
  );
}

const meta = {
  title: 'Portal/Forms',
  component: FormPage,
  parameters: { layout: 'fullscreen' },
  args: { form: 'landlord-application', language: 'fi' },
  argTypes: {
    form: { control: false },
    language: { control: 'inline-radio', options: ['fi', 'sv'] },
  },
} satisfies Meta<typeof FormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The `example` control offers the form's own valid examples. */
const story = (form: FormId, language: Language, example?: string): Story => ({
  args: { form, language, ...(example ? { example } : {}) },
  argTypes: { example: { control: 'select', options: Object.keys(EXAMPLES[form] ?? {}) } },
});
const empty = (form: FormId, language: Language) => story(form, language);
const prefilled = (form: FormId, language: Language) => story(form, language, PREFILL[form]);

export const LandlordApplicationEmptyFi = empty('landlord-application', 'fi');
export const LandlordApplicationEmptySv = empty('landlord-application', 'sv');
export const LandlordApplicationPrefilledFi = prefilled('landlord-application', 'fi');
export const LandlordApplicationPrefilledSv = prefilled('landlord-application', 'sv');
export const RealizationRequestEmptyFi = empty('realization-request', 'fi');
export const RealizationRequestEmptySv = empty('realization-request', 'sv');
export const RealizationRequestPrefilledFi = prefilled('realization-request', 'fi');
export const RealizationRequestPrefilledSv = prefilled('realization-request', 'sv');
export const PaymentInfoUpdateEmptyFi = empty('payment-info-update', 'fi');
export const PaymentInfoUpdateEmptySv = empty('payment-info-update', 'sv');
export const PaymentInfoUpdatePrefilledFi = prefilled('payment-info-update', 'fi');
export const PaymentInfoUpdatePrefilledSv = prefilled('payment-info-update', 'sv');
export const ApplicationDecisionEmptyFi = empty('application-decision', 'fi');
export const ApplicationDecisionEmptySv = empty('application-decision', 'sv');
export const ApplicationDecisionPrefilledFi = prefilled('application-decision', 'fi');
export const ApplicationDecisionPrefilledSv = prefilled('application-decision', 'sv');
export const AttachmentRequestEmptyFi = empty('attachment-request', 'fi');
export const AttachmentRequestEmptySv = empty('attachment-request', 'sv');
export const AttachmentRequestPrefilledFi = prefilled('attachment-request', 'fi');
export const AttachmentRequestPrefilledSv = prefilled('attachment-request', 'sv');
export const RealizationDecisionEmptyFi = empty('realization-decision', 'fi');
export const RealizationDecisionEmptySv = empty('realization-decision', 'sv');
export const RealizationDecisionPrefilledFi = prefilled('realization-decision', 'fi');
export const RealizationDecisionPrefilledSv = prefilled('realization-decision', 'sv');
