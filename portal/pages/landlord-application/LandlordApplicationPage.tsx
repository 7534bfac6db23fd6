/**
 * `/vuokranantajan-ja-vuokralaisen-tietojen-ilmoittaminen`: the landlord and tenant information
 * form. Submit POSTs the application (in the current language); the server's 400 field errors are
 * shown on their fields; success shows a status view with the PDF download. The postal code fills
 * the post office as the fifth digit is typed.
 */
import { useCallback, useRef, useState } from 'react';
import { t, type Language } from '../../../texts/index.ts';
import { FormEngine } from '../../../engine/react/index.ts';
import type { FormDefinition, ValidateFunction } from '../../../engine/core/types.ts';
import { validateFns } from '../../../engine/generated/landlord-application.validators.ts';
import schema from '../../../schemas/forms/landlord-application.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/forms/landlord-application.ui.json' with { type: 'json' };
import { operations, type LandlordApplicationBody } from '../../../api/contract.ts';
import { api } from '../../api/client.ts';
import { usePageTitle } from '../../shell.tsx';
import { formDefinition } from '../shared/forms.ts';
import { useLandlordPrefill, useSubmission } from '../shared/useFormPage.ts';
import type { Receipt } from '../../../api/receipt.ts';
import { receiptPdf } from '../shared/receiptPdf.ts';
import { SubmittedView } from '../shared/SubmittedView.tsx';
import {
  POST_OFFICE_WIDGET,
  PostOfficeContext,
  PostOfficeWidget,
  type FoundPostOffice,
} from './PostOfficeWidget.tsx';

export const landlordApplicationForm = formDefinition('landlord-application', schema, uiSchema);

/** The same form, its post office field filled from the postal code. */
const pageForm: FormDefinition = {
  ...landlordApplicationForm,
  uiSchema: {
    ...uiSchema,
    landlordZipArea: { ...uiSchema.landlordZipArea, 'ui:widget': POST_OFFICE_WIDGET },
  },
};
const extraWidgets = { [POST_OFFICE_WIDGET]: PostOfficeWidget };

export const PAGE_CODES = {
  sent: '140010',
  submitFailed: '141009',
  newApplication: '141017',
  next: '141035',
  loading: '140002',
} as const;

export default function LandlordApplicationPage({ language }: { language: Language }) {
  const title = t(language, String(uiSchema['ui:title']));
  usePageTitle(title);
  const [sent, setSent] = useState<LandlordApplicationBody | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [postOffice, setPostOffice] = useState<FoundPostOffice | null>(null);
  const lookedUp = useRef<string | null>(null);
  // The form starts from the user's (or their organisation's) details, shown once they have arrived.
  const initialData = useLandlordPrefill(language);

  const onChange = useCallback(
    (data: Record<string, unknown>) => {
      const code = data['landlordZipCode'];
      if (typeof code !== 'string' || !/^\d{5}$/.test(code) || lookedUp.current === code) return;
      lookedUp.current = code;
      api.call(operations.postOffice, { params: { postalCode: code } }).then(
        (office) => {
          if (lookedUp.current === code)
            setPostOffice({ postalCode: code, name: language === 'sv' ? office.nameSv : office.nameFin });
        },
        () => undefined, // an unknown code leaves the field for the user to fill
      );
    },
    [language],
  );

  const send = useCallback(
    async (data: Record<string, unknown>) => {
      const body = { ...data, currentLanguageCode: language } as LandlordApplicationBody;
      const answer = await api.callWithReceipt(operations.submitApplication, { body });
      setReceipt(answer.receipt);
      setSent(body);
    },
    [language],
  );
  const { submit: onSubmit, serverErrors, submitFailed } = useSubmission(send);

  if (sent)
    return (
      <SubmittedView
        language={language}
        title={title}
        message={t(language, PAGE_CODES.sent)}
        receipt={receipt}
        what={title}
        next={t(language, PAGE_CODES.next)}
        homeLinks
        newLabel={t(language, PAGE_CODES.newApplication)}
        downloadPdf={receiptPdf(receipt)}
        onNew={() => {
          setSent(null);
          setPostOffice(null);
          lookedUp.current = null;
        }}
      />
    );
  return (
    <>
      <h1>{title}</h1>
      {submitFailed && (
        <p className="portal-alert" role="alert">
          {t(language, PAGE_CODES.submitFailed)}
        </p>
      )}
      {!initialData ? (
        <p role="status">{t(language, PAGE_CODES.loading)}</p>
      ) : (
        <PostOfficeContext.Provider value={postOffice}>
          <FormEngine<Record<string, unknown>>
            form={pageForm}
            validateFns={validateFns as Record<string, ValidateFunction>}
            language={language}
            initialData={initialData}
            onChange={onChange}
            onSubmit={onSubmit}
            serverErrors={serverErrors}
            extraWidgets={extraWidgets}
          />
        </PostOfficeContext.Provider>
      )}
    </>
  );
}
