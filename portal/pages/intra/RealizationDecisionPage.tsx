/**
 * `/asiakas/realisointipyynto/:realizationId/paatos`: a staff member decides the chosen customer's
 * realization request (schemas/forms/realization-decision: the amount granted, 0 rejecting it, and
 * why). POST intraDecideRealization; the answer is the decision document sent to the landlord,
 * offered as a PDF on the success view.
 */
import { useCallback } from 'react';
import { intraOperations, type RealizationDecisionBody } from '../../../api/intra.ts';
import type { ValidateFunction } from '../../../engine/core/types.ts';
import { validateFns } from '../../../engine/generated/realization-decision.validators.ts';
import schema from '../../../schemas/forms/realization-decision.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/forms/realization-decision.ui.json' with { type: 'json' };
import { api } from '../../api/client.ts';
import { formDefinition } from '../shared/forms.ts';
import { INTRA_CASE_CODES } from './codes.ts';
import type { IntraPageProps } from './paths.ts';
import { IntraCaseForm } from './IntraCaseForm.tsx';

export const realizationDecisionForm = formDefinition('realization-decision', schema, uiSchema);

const CODES = {
  submit: INTRA_CASE_CODES.sendDecision,
  sent: INTRA_CASE_CODES.realizationDecisionSent,
  conflict: INTRA_CASE_CODES.realizationConflict,
  notFound: INTRA_CASE_CODES.realizationNotFound,
};

export default function RealizationDecisionPage({ realizationId = '' }: IntraPageProps) {
  const send = useCallback(
    (customerId: string, body: Record<string, unknown>) =>
      api.call(intraOperations.intraDecideRealization, {
        params: { hetuOrBusinessId: customerId, realizationId },
        body: body as unknown as RealizationDecisionBody,
      }),
    [realizationId],
  );
  return (
    <IntraCaseForm
      subject={{ kind: 'realization', id: realizationId }}
      form={realizationDecisionForm}
      validateFns={validateFns as Record<string, ValidateFunction>}
      send={send}
      codes={CODES}
      pdfFileNameCode={INTRA_CASE_CODES.realizationPdfFileName}
    />
  );
}
