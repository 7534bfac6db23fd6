/**
 * `/asiakas/hakemus/:applicationId/paatos`: a staff member decides the chosen customer's application
 * (schemas/forms/application-decision: accepted or rejected, and why). POST intraDecideApplication;
 * the answer is the decision document, offered as a PDF on the success view.
 */
import { useCallback } from 'react';
import { intraOperations, type ApplicationDecisionBody } from '../../../api/intra.ts';
import type { ValidateFunction } from '../../../engine/core/types.ts';
import { validateFns } from '../../../engine/generated/application-decision.validators.ts';
import schema from '../../../schemas/forms/application-decision.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/forms/application-decision.ui.json' with { type: 'json' };
import { api } from '../../api/client.ts';
import { formDefinition } from '../shared/forms.ts';
import { INTRA_CASE_CODES } from './codes.ts';
import type { IntraPageProps } from './paths.ts';
import { IntraCaseForm } from './IntraCaseForm.tsx';

export const applicationDecisionForm = formDefinition('application-decision', schema, uiSchema);

const CODES = {
  submit: INTRA_CASE_CODES.sendDecision,
  sent: INTRA_CASE_CODES.decisionSent,
  conflict: INTRA_CASE_CODES.decisionConflict,
  notFound: INTRA_CASE_CODES.applicationNotFound,
};

export default function ApplicationDecisionPage({ applicationId = '' }: IntraPageProps) {
  const send = useCallback(
    (customerId: string, body: Record<string, unknown>) =>
      api.call(intraOperations.intraDecideApplication, {
        params: { hetuOrBusinessId: customerId, applicationId },
        body: body as unknown as ApplicationDecisionBody,
      }),
    [applicationId],
  );
  return (
    <IntraCaseForm
      subject={{ kind: 'application', id: applicationId }}
      form={applicationDecisionForm}
      validateFns={validateFns as Record<string, ValidateFunction>}
      send={send}
      codes={CODES}
      pdfFileNameCode={INTRA_CASE_CODES.decisionPdfFileName}
    />
  );
}
