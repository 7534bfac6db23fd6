/**
 * The same table of validate functions that `engine/build/precompile.ts` writes, compiled at run
 * time instead: for the engine's own tests and the Storybook playground, where the schema is not
 * known at build time. Pages use the precompiled table.
 */
import type { RJSFSchema } from '@rjsf/utils';
import schemaParser from '@rjsf/utils/lib/parser/schemaParser.js';
import { createEngineAjv } from '../core/ajv.ts';
import type { FormSchema, ValidateFunction } from '../core/types.ts';

export function runtimeValidateFns(schema: FormSchema): Record<string, ValidateFunction> {
  const subschemas = schemaParser(schema as RJSFSchema) as Record<string, FormSchema>;
  const ajv = createEngineAjv({ schemas: Object.values(subschemas) });
  return Object.fromEntries(
    Object.keys(subschemas).map((key) => {
      const validate = ajv.getSchema(key);
      if (!validate) throw new Error(`engine: ajv has no schema ${key}`);
      return [key, validate as ValidateFunction];
    }),
  );
}
