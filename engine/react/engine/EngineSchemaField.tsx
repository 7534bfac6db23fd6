/**
 * How the engine's field errors reach RJSF's fields: through the root SchemaField, not through the
 * Form's `extraErrors`. The Form merges `extraErrors` into its state, lists them again, and on every
 * change of them recomputes the whole form's defaults (with 200 rentees after a failed submit: 600
 * errors, every time one of them changes). Here the root SchemaField takes the error schema from a
 * small store that FormEngine keeps, and RJSF hands each field its part as it does with its own
 * errors, so each field shows the same errors, and when they change only the fields whose part
 * changed render again (FormEngine keeps the unchanged parts of the error schema as they were).
 *
 * A store rather than a context value: a new context value makes React search the whole form below
 * it (thousands of components with 200 rentees) for the one component that reads it.
 *
 * Every other SchemaField is RJSF's own.
 */
import { getDefaultRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

export interface FieldErrorStore {
  /** The error schema of the whole form (RJSF's nested `{ a: { __errors: […] } }`). */
  get(): ErrorSchema;
  set(errorSchema: ErrorSchema): void;
  subscribe(listener: () => void): () => void;
}

export function createFieldErrorStore(initial: ErrorSchema = {}): FieldErrorStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(errorSchema) {
      if (errorSchema === current) return;
      current = errorSchema;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const FieldErrorsContext = createContext<FieldErrorStore>(createFieldErrorStore());

const RjsfSchemaField = getDefaultRegistry().fields.SchemaField as (props: FieldProps) => ReactNode;

function RootSchemaField(props: FieldProps) {
  const store = useContext(FieldErrorsContext);
  const errorSchema = useSyncExternalStore(store.subscribe, store.get);
  return <RjsfSchemaField {...props} errorSchema={errorSchema} />;
}

export default function EngineSchemaField(props: FieldProps) {
  return props.fieldPathId.path.length === 0 ? (
    <RootSchemaField {...props} />
  ) : (
    <RjsfSchemaField {...props} />
  );
}
