/** Types shared by the engine's core and its React theme. A form is data: schema + UI schema. */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** A JSON Schema as the engine reads it (draft-07 keywords plus ours, see engine/README.md). */
export interface FormSchema {
  $id?: string;
  type?: string | string[];
  title?: string;
  properties?: Record<string, FormSchema>;
  required?: string[];
  items?: FormSchema;
  enum?: JsonValue[];
  format?: string;
  if?: FormSchema;
  then?: FormSchema;
  else?: FormSchema;
  allOf?: FormSchema[];
  dependencies?: Record<string, FormSchema | string[]>;
  definitions?: Record<string, FormSchema>;
  $defs?: Record<string, FormSchema>;
  $ref?: string;
  [keyword: string]: unknown;
}

export type UiSchema = { [key: string]: unknown };

export interface ComputedRule {
  target: string;
  op: 'sum' | 'count';
  of: string[];
}

export interface StepDefinition {
  id: string;
  title: string;
  fields: string[];
}

export interface FormDefinition {
  /** The form's name in schemas/forms (`landlord-application`). */
  id: string;
  schema: FormSchema;
  uiSchema: UiSchema;
}

/** One field error, as the server answers it and the portal shows it. */
export interface FieldError {
  /** JSON pointer into the data: `/renteeInfo/0/birthdayHenro`. */
  path: string;
  /** The field's label in the caller's language. */
  label: string;
  /** The error in the caller's language. */
  message: string;
  /** The text code of the message. */
  code: string;
}

/** Validates data against one schema: an ajv `ValidateFunction`, compiled or precompiled. */
export type ValidateFunction = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

/** The part of ajv's ErrorObject the engine reads. */
export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  schemaPath?: string;
  message?: string;
}
