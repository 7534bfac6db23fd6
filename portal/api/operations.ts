/** An operation of the contract by its id: a form's manifest names the operations it is sent and opened with. */
import { operations, type AnyOperation } from '../../api/contract.ts';

export function operationNamed(id: string): AnyOperation {
  const found = Object.values(operations).find((operation) => operation.id === id);
  if (!found) throw new Error(`the contract has no operation ${id}`);
  return found;
}
