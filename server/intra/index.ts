/**
 * The staff area's routes (issue 14, SPEC §6 and §7), from the contract's `auth: 'intra'`
 * operations: register.ts checks the intra permission (403 before anything is read) and writes each
 * call's audit row through `intraGuard`; the handlers here check that the path's parts belong
 * together (an id of another customer is 404, exactly like one that does not exist).
 *
 * `GET /api/user/isIntraPermission` is everyone's (a customer gets false). The intra operations are
 * registered only when the setting INTRA_API allows (config.ts): a public deployment serves none of
 * them, and their paths are then simply not found.
 */
import type { FastifyInstance } from 'fastify';
import {
  intraOperations as operations,
  type ApplicationDecisionBody,
  type AttachmentRequestBody,
  type RealizationDecisionBody,
} from '../../api/intra.ts';
import { registerOperation, type RegisterOptions } from '../api/register.ts';
import { documentsPage } from '../api/documents.ts';
import type { Database } from '../db/index.ts';
import { requestLanguage } from '../language.ts';
import { auditPage } from './audit.ts';
import {
  completePaymentFile,
  decideApplication,
  decideRealization,
  requestAttachments,
  takeIntoProcessing,
} from './cases.ts';
import { customerOverview, requireCustomer } from './customers.ts';
import {
  anyDocument,
  applicationAttachments,
  customerFile,
  deleteApplication,
  deleteAttachment,
} from './files.ts';
import type { Submission, SubmissionHandlers } from '../forms/submissions.ts';
import { intraGuard } from './guard.ts';

export interface IntraOptions extends RegisterOptions {
  db: Database;
  /** config.intraApi: whether this instance serves the intra operations at all. */
  enabled: boolean;
}

/**
 * The staff forms' submission handlers (forms/submissions.ts, which registers their operations
 * with the intra guard): an application's decision, an attachment request, a realization's
 * decision, each for the customer and case the path names (404 for another's).
 */
export const INTRA_SUBMISSIONS = {
  applicationDecision: async ({
    db,
    jobs,
    params,
    owner,
    data,
    version,
  }: Submission<ApplicationDecisionBody>) =>
    decideApplication(
      db,
      jobs,
      await requireCustomer(db, params['hetuOrBusinessId']!),
      params['applicationId']!,
      owner.henro,
      data,
      version.id,
    ),
  attachmentRequest: async ({ db, jobs, params, data, version }: Submission<AttachmentRequestBody>) =>
    requestAttachments(
      db,
      jobs,
      await requireCustomer(db, params['hetuOrBusinessId']!),
      params['applicationId']!,
      data,
      version.id,
    ),
  realizationDecision: async ({
    db,
    jobs,
    params,
    owner,
    data,
    version,
  }: Submission<RealizationDecisionBody>) =>
    decideRealization(
      db,
      jobs,
      await requireCustomer(db, params['hetuOrBusinessId']!),
      params['realizationId']!,
      owner.henro,
      data,
      version.id,
    ),
} satisfies SubmissionHandlers;

export function registerIntra(app: FastifyInstance, { db, enabled, ...base }: IntraOptions): void {
  const guard = intraGuard(db);

  registerOperation(
    app,
    operations.intraPermission,
    async ({ request }) => ({ hasPermission: enabled && (await guard.permitted(request.session!.henro)) }),
    base,
  );
  if (!enabled) return;

  const options: RegisterOptions = { ...base, intra: guard };
  const customer = (hetuOrBusinessId: string) => requireCustomer(db, hetuOrBusinessId);

  registerOperation(
    app,
    operations.intraCustomer,
    async ({ params }) => customerOverview(db, await customer(params.hetuOrBusinessId)),
    options,
  );
  registerOperation(
    app,
    operations.intraAttachments,
    async ({ params }) =>
      applicationAttachments(db, await customer(params.hetuOrBusinessId), params.applicationId),
    options,
  );
  registerOperation(
    app,
    operations.intraViewAttachment,
    async ({ request, params }) =>
      customerFile(
        db,
        request.server.fileStore,
        await customer(params.hetuOrBusinessId),
        params.attachmentId,
      ),
    options,
  );
  registerOperation(
    app,
    operations.intraDocumentDownload,
    async ({ request, params, audit }) => {
      const { file, customer: owner } = await anyDocument(
        db,
        request.server.fileStore,
        params.id,
        requestLanguage(request),
        request.server.formVersions,
      );
      audit.customer = owner;
      return file;
    },
    options,
  );
  for (const [operation, direction] of [
    [operations.intraSentDocuments, 'SENT'],
    [operations.intraArrivedDocuments, 'ARRIVED'],
  ] as const) {
    registerOperation(
      app,
      operation,
      async ({ request, params, body }) => {
        const found = await customer(params.hetuOrBusinessId);
        const scope = { kind: 'customer', henro: found.henro, businessId: found.businessId } as const;
        return documentsPage(db, scope, direction, body, requestLanguage(request));
      },
      options,
    );
  }
  registerOperation(
    app,
    operations.intraDeleteAttachment,
    async ({ params }) =>
      deleteAttachment(
        db,
        await customer(params.hetuOrBusinessId),
        params.applicationId,
        params.attachmentId,
      ),
    options,
  );
  registerOperation(
    app,
    operations.intraDeleteApplication,
    async ({ params }) =>
      deleteApplication(db, await customer(params.hetuOrBusinessId), params.applicationId),
    options,
  );
  registerOperation(
    app,
    operations.intraProcessApplication,
    async ({ params }) =>
      takeIntoProcessing(db, await customer(params.hetuOrBusinessId), params.applicationId),
    options,
  );
  registerOperation(
    app,
    operations.intraCompletePaymentFile,
    async ({ params }) => completePaymentFile(db, await customer(params.hetuOrBusinessId), params.deliveryId),
    options,
  );
  registerOperation(app, operations.intraAudit, async ({ body }) => auditPage(db, body), options);
}
