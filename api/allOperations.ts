/**
 * Every operation of the contract: the customers' portal's (`./contract.ts`) and the staff area's
 * (`./intra.ts`). The OpenAPI document, the authorization matrix and the fuzz suite enumerate these.
 */
import { operationList, type OperationSpec } from './contract.ts';
import { intraOperationList } from './intra.ts';

export const allOperations: readonly OperationSpec[] = [...operationList, ...intraOperationList];
