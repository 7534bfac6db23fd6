/** `/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen`: the landlord and tenant information form. */
import { useState } from 'react';
import { t, type Language } from '../../../texts';
import { FormEngine } from '../../../engine/react';
import type { FormDefinition, ValidateFunction } from '../../../engine/core/types';
import { validateFns } from '../../../engine/generated/landlord-application.validators';
import schema from '../../../schemas/forms/landlord-application.schema.json';
import uiSchema from '../../../schemas/forms/landlord-application.ui.json';

export const landlordApplicationForm: FormDefinition = {
  id: 'landlord-application',
  schema: schema as unknown as FormDefinition['schema'],
  uiSchema,
};

const PAGE_CODES = { sent: '140010' } as const;

export default function LandlordApplicationPage({ language }: { language: Language }) {
  const [sent, setSent] = useState(false);
  // Set once: a new prefill object would replace what the user has typed (FormEngine's contract).
  const [initialData] = useState(() => ({ currentLanguageCode: language }));
  if (sent) return <p role="status">{t(language, PAGE_CODES.sent)}</p>;
  return (
    <>
      <h1>{t(language, String(uiSchema['ui:title']))}</h1>
      <FormEngine
        form={landlordApplicationForm}
        validateFns={validateFns as Record<string, ValidateFunction>}
        language={language}
        initialData={initialData}
        onSubmit={() => setSent(true)}
      />
    </>
  );
}
