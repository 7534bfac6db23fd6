/** What the form pages share: their form definition, and telling the server's 400 field errors. */
import type { FieldError, FormDefinition } from '../../../engine/core/types.ts';
import { ResponseError } from '../../api/client.ts';

/** A form of schemas/forms: its name, its JSON schema (as imported) and its UI schema. */
export function formDefinition(
  id: string,
  schema: unknown,
  uiSchema: FormDefinition['uiSchema'],
): FormDefinition {
  return { id, schema: schema as FormDefinition['schema'], uiSchema };
}

function isFieldErrors(body: unknown): body is FieldError[] {
  return (
    Array.isArray(body) &&
    body.every((item) => typeof item === 'object' && item !== null && 'path' in item && 'code' in item)
  );
}

/** The server's field errors when a submit failed with them (a 400), else null (another failure). */
export function serverFieldErrors(error: unknown): FieldError[] | null {
  return error instanceof ResponseError && error.status === 400 && isFieldErrors(error.body)
    ? error.body
    : null;
}
