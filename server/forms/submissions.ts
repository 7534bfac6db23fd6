/**
 * The one operation core of a form's submission (issue 42). Every operation that sends a form —
 * the generic `POST /api/api/v1/form/{formId}` and the SPEC's and the staff's own operations that
 * a manifest names (`submission.operation`) — is registered here, from the manifests, and nowhere
 * else (registerOperation refuses one registered otherwise). Its route finds the form and checks
 * the data once (register.ts with forms/submission.ts: 404, 403, 400 per field), then hands
 * `{ form, owner, data, db, … }` to the submission handler the manifest names
 * (`submission.handler`, `document` for a document form), in the style of DEFRA's forms engine's
 * `FormSubmissionService`. The handlers live with their domains and are given by name
 * (server/api/handlers.ts): what a form becomes is its handler's; how it got there is this one path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allOperations } from '../../api/allOperations.ts';
import {
  submissionHandlerOf,
  type ManifestForm,
  type SubmissionHandlerName,
} from '../../api/formManifest.ts';
import type { Database } from '../db/index.ts';
import { requireOwner, type Owner } from '../api/paging.ts';
import { registerOperation, type RegisterOptions } from '../api/register.ts';
import type { AuditNote } from '../intra/guard.ts';
import { GENERIC_OPERATION, submissionOperations, type FormRegistry } from './registry.ts';
import type { ServedVersion } from './versions.ts';
import type { JobQueue } from '../jobs/queue.ts';

/** What a submission handler is given: the form and its version, who sent it, the checked data, and the request. */
export interface Submission<Data = Record<string, unknown>> {
  form: ManifestForm;
  /** The form's version it was sent with: what it becomes records it (forms/versions.ts). */
  version: ServedVersion;
  /** The person (and the organisation they act for) who sent it; staff for a staff form. */
  owner: Owner;
  /** The data as checked: computed values set, hidden fields dropped. */
  data: Data;
  db: Database;
  /** The operation's parameters (a staff form's customer and case, a draft to delete). */
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** A staff operation's audit row, which the handler may complete (intra/guard.ts). */
  audit: AuditNote;
  /** The job queue: what the submission makes the service do later (a notice) is enqueued in its transaction. */
  jobs: JobQueue;
}

/**
 * What a form becomes: the operation's answer (its body; nothing for a 204). `Data` is the form's
 * data as its handler reads it (checked against the form's schema before the handler runs).
 */
export type SubmissionHandler<Data = Record<string, unknown>> = (
  submission: Submission<Data>,
) => Promise<unknown>;

/** The handlers by name; each types its own form's data. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SubmissionHandlers = Readonly<Partial<Record<SubmissionHandlerName, SubmissionHandler<any>>>>;

/**
 * Registers every operation that sends a form, each with the handler its forms' manifests name.
 * An operation of the staff area is registered only with the intra guard (INTRA_API).
 */
export function registerSubmissions(
  app: FastifyInstance,
  {
    db,
    forms,
    handlers,
    ...options
  }: RegisterOptions & { db: Database; forms: FormRegistry; handlers: SubmissionHandlers },
): void {
  for (const [operationId, sent] of submissionOperations()) {
    const spec = allOperations.find((operation) => operation.id === operationId);
    if (!spec) throw new Error(`${operationId}: a manifest names an operation the contract does not have`);
    if (spec.auth === 'intra' && !options.intra) continue;
    // The document forms' one operation finds its form by the path; any other sends one form.
    const own = operationId === GENERIC_OPERATION ? undefined : sent[0];
    if (own && sent.length > 1) throw new Error(`${operationId}: named by more than one manifest`);
    const handlerOf = (form: ManifestForm): SubmissionHandler => {
      const name = submissionHandlerOf(form.manifest);
      const handler = handlers[name];
      if (!handler) throw new Error(`${form.id}: no submission handler named "${name}"`);
      return handler;
    };
    // Known at start-up: a manifest naming a handler nobody gave fails here, not at a request.
    if (own) handlerOf(own);
    else if (!handlers.document) throw new Error('the document forms need the "document" submission handler');
    registerOperation(
      app,
      spec,
      async ({ request, reply, params, body, form, audit }) => {
        const sentForm = form ?? own!;
        return handlerOf(sentForm)({
          form: sentForm,
          version: await request.server.formVersions.current(sentForm.id),
          owner: requireOwner(request.session),
          data: body as Record<string, unknown>,
          db,
          params: params as Record<string, string>,
          request,
          reply,
          audit,
          jobs: request.server.jobs,
        });
      },
      { ...options, forms, submission: true },
    );
  }
}
