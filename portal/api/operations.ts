/**
 * An operation of the contract (or of the staff area's, api/intra.ts) by its id: a form's manifest
 * names the operations it is sent and opened with.
 */
import { operations, type AnyOperation } from '../../api/contract.ts';
import { intraOperations } from '../../api/intra.ts';

export function operationNamed(id: string): AnyOperation {
  const found = [...Object.values(operations), ...Object.values(intraOperations)].find(
    (operation) => operation.id === id,
  );
  if (!found) throw new Error(`the contract has no operation ${id}`);
  return found;
}
