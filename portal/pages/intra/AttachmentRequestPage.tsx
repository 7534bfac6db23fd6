/**
 * `/asiakas/hakemus/:applicationId/liitepyynto`: a staff member asks the chosen customer for
 * attachments to an undecided application (schemas/forms/attachment-request: which attachments, by
 * when). POST intraRequestAttachments; the customer answers on the send-attachment page.
 */
import { useCallback } from 'react';
import { intraOperations, type AttachmentRequestBody } from '../../../api/intra.ts';
import type { ValidateFunction } from '../../../engine/core/types.ts';
import { validateFns } from '../../../engine/generated/attachment-request.validators.ts';
import schema from '../../../schemas/forms/attachment-request.schema.json' with { type: 'json' };
import uiSchema from '../../../schemas/forms/attachment-request.ui.json' with { type: 'json' };
import { api } from '../../api/client.ts';
import { formDefinition } from '../shared/forms.ts';
import { INTRA_CASE_CODES } from './codes.ts';
import type { IntraPageProps } from './paths.ts';
import { IntraCaseForm } from './IntraCaseForm.tsx';

export const attachmentRequestForm = formDefinition('attachment-request', schema, uiSchema);

const CODES = {
  submit: INTRA_CASE_CODES.sendAttachmentRequest,
  sent: INTRA_CASE_CODES.attachmentRequestSent,
  conflict: INTRA_CASE_CODES.attachmentRequestConflict,
  notFound: INTRA_CASE_CODES.applicationNotFound,
};

export default function AttachmentRequestPage({ applicationId = '' }: IntraPageProps) {
  const send = useCallback(
    (customerId: string, body: Record<string, unknown>) =>
      api.call(intraOperations.intraRequestAttachments, {
        params: { hetuOrBusinessId: customerId, applicationId },
        body: body as unknown as AttachmentRequestBody,
      }),
    [applicationId],
  );
  return (
    <IntraCaseForm
      subject={{ kind: 'application', id: applicationId }}
      form={attachmentRequestForm}
      validateFns={validateFns as Record<string, ValidateFunction>}
      send={send}
      codes={CODES}
    />
  );
}
