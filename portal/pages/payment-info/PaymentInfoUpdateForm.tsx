/**
 * The payment-info update form (schemas/forms/payment-info-update) as the landlord page renders its
 * form: prefilled from GET /v1/landlord-info (the organisation's name, business id and contact),
 * submitted in the current language to POST /v1/yhteiso/payment-info, the server's 400 field
 * errors shown on their fields. The rentee's identity code is checked as it is typed (HetuCheck).
 * The leave-page warning holds while the user has typed something not yet sent.
 */
import type { Receipt } from '../../../api/receipt.ts';
import { useCallback, useState } from 'react';
import { t, type Language } from '../../../texts/index.ts';
import { FormEngine } from '../../../engine/react/index.ts';
import type { FormDefinition, ValidateFunction } from '../../../engine/core/types.ts';
import { validateFns } from '../../../engine/generated/payment-info-update.validators.ts';
import schema from '../../../schemas/forms/payment-info-update.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/forms/payment-info-update.ui.json' with { type: 'json' };
import { operations, type PaymentInfoUpdateBody } from '../../../api/contract.ts';
import { api } from '../../api/client.ts';
import { Spinner } from '../../layout/Spinner.tsx';
import { SHELL_CODES } from '../../shell.tsx';
import { formDefinition } from '../shared/forms.ts';
import { useLandlordPrefill } from '../../forms/extensions/landlordPrefill.ts';
import { useSubmission } from '../shared/useFormPage.ts';
import { LeaveGuard } from '../../forms/LeaveGuard.tsx';
import { HETU_CHECK_WIDGET, HetuCheckContext, HetuCheckWidget, useHetuCheck } from './HetuCheck.tsx';

export const paymentInfoUpdateForm = formDefinition('payment-info-update', schema, uiSchema);

/** The same form, the rentee's identity code checked as it is typed. */
const pageForm: FormDefinition = {
  ...paymentInfoUpdateForm,
  uiSchema: {
    ...uiSchema,
    renteeInfo: {
      ...uiSchema.renteeInfo,
      birthdayHenro: { ...uiSchema.renteeInfo.birthdayHenro, 'ui:widget': HETU_CHECK_WIDGET },
    },
  },
};
const extraWidgets = { [HETU_CHECK_WIDGET]: HetuCheckWidget };

export const UPDATE_FORM_CODES = {
  submitFailed: '141009',
} as const;

type Data = Record<string, unknown>;

function renteeHetu(data: Data): unknown {
  const rentee = data['renteeInfo'];
  return typeof rentee === 'object' && rentee !== null ? (rentee as Data)['birthdayHenro'] : undefined;
}

export interface PaymentInfoUpdateFormProps {
  language: Language;
  /** Called with what was sent, once the server has taken it. */
  onSent: (body: PaymentInfoUpdateBody, receipt: Receipt | null) => void;
}

export function PaymentInfoUpdateForm({ language, onSent }: PaymentInfoUpdateFormProps) {
  const [dirty, setDirty] = useState(false);
  const { check, onHetu } = useHetuCheck();
  // Shown when the prefill has arrived or failed, so that a late answer never replaces what is typed.
  const initialData = useLandlordPrefill(language);

  const onChange = useCallback((data: Data) => onHetu(renteeHetu(data)), [onHetu]);
  const touch = useCallback(() => setDirty(true), []);

  const send = useCallback(
    async (data: Data) => {
      const body = { ...data, currentLanguageCode: language } as PaymentInfoUpdateBody;
      const { receipt } = await api.callWithReceipt(operations.paymentInfoUpdate, { body });
      setDirty(false);
      onSent(body, receipt);
    },
    [language, onSent],
  );
  const { submit: onSubmit, serverErrors, submitFailed } = useSubmission(send);

  return (
    <>
      {submitFailed && (
        <p className="portal-alert" role="alert">
          {t(language, UPDATE_FORM_CODES.submitFailed)}
        </p>
      )}
      {!initialData ? (
        <Spinner label={t(language, SHELL_CODES.loading)} />
      ) : (
        // Any input in the form: there is unsent work (the form's own first reports are not).
        <div onInputCapture={touch} onChangeCapture={touch}>
          <HetuCheckContext.Provider value={{ language, check }}>
            <FormEngine<Data>
              form={pageForm}
              validateFns={validateFns as Record<string, ValidateFunction>}
              language={language}
              initialData={initialData}
              onChange={onChange}
              onSubmit={onSubmit}
              serverErrors={serverErrors}
              extraWidgets={extraWidgets}
            />
          </HetuCheckContext.Provider>
        </div>
      )}
      <LeaveGuard when={dirty} language={language} />
    </>
  );
}
