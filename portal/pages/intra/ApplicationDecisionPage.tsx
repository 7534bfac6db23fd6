/**
 * `/asiakas/hakemus/:applicationId/paatos`: a staff member decides the chosen customer's application
 * (schemas/forms/application-decision: accepted or rejected, and why). POST intraDecideApplication;
 * the answer is the decision document, offered as a PDF on the success view.
 */
import { useCallback } from 'react';
import { intraOperations, type ApplicationDecisionBody } from '../../../api/intra';
import type { ValidateFunction } from '../../../engine/core/types';
import { validateFns } from '../../../engine/generated/application-decision.validators';
import schema from '../../../schemas/forms/application-decision.schema.json';
import uiSchema from '../../../schemas/forms/application-decision.ui.json';
import { api } from '../../api/client';
import { formDefinition } from '../shared/forms';
import { INTRA_CASE_CODES } from './codes';
import type { IntraPageProps } from './IntraArea';
import { IntraCaseForm } from './IntraCaseForm';

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
