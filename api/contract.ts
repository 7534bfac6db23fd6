/**
 * The one declared contract of the API (issue 3): every operation's method, path, auth,
 * parameters, body and response. The server registers its routes from it (server/api/register.ts),
 * builds the OpenAPI document from it, and the portal derives its typed client from it. Nothing
 * about a route is written twice.
 *
 * The TypeScript types of params, body and response ride along as phantom generics
 * (`operation<Params, Body, Response>({...})`); read them with `ParamsOf`, `BodyOf`, `ResponseOf`.
 * The operations are declared by area (issue 42), each area's in its own file: `./session.ts`,
 * `./forms.ts`, `./documents.ts`, `./attachments.ts`, `./bulkFiles.ts`, `./payments.ts`, how one is
 * declared in `./operation.ts`; this file puts them together and gives every area's names out.
 * It runs in the browser and on the server.
 */
import type { AnyOperation, OperationSpec } from './operation.ts';
import { sessionOperations } from './session.ts';
import { formsOperations } from './forms.ts';
import { documentsOperations } from './documents.ts';
import { attachmentsOperations } from './attachments.ts';
import { bulkFilesOperations } from './bulkFiles.ts';
import { paymentsOperations } from './payments.ts';

export * from './operation.ts';
export * from './session.ts';
export * from './forms.ts';
export * from './documents.ts';
export * from './attachments.ts';
export * from './bulkFiles.ts';
export * from './payments.ts';

/** Every operation of the customers' portal, by id. */
export const operations = {
  ...sessionOperations,
  ...formsOperations,
  ...documentsOperations,
  ...attachmentsOperations,
  ...bulkFilesOperations,
  ...paymentsOperations,
} satisfies Record<string, AnyOperation>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;
/**
 * The operations of the customers' portal, in declaration order. The staff area's are in
 * `./intra.ts` (kept out of the portal's front-page bundle); `./allOperations.ts` lists both.
 */
export const operationList: readonly OperationSpec[] = Object.values(operations);
