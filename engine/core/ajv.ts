/**
 * The one ajv set-up of the engine: RJSF's ajv options plus our formats and keywords. The server
 * validates with it at run time; `engine/build/precompile.ts` turns it into standalone code for
 * the browser. Importing this module brings the ajv compiler: the browser bundle never does.
 */
import { Ajv, _, Name, type Options } from 'ajv';
import { RUNTIME_IMPORT_NAME, registerValidators } from '../../validators/ajv.ts';
import type { FormSchema } from './types.ts';

/** The options RJSF's own ajv validator uses (@rjsf/validator-ajv8 AJV_CONFIG), so both agree. */
const RJSF_AJV_OPTIONS: Options = {
  allErrors: true,
  multipleOfPrecision: 8,
  strict: false,
  verbose: true,
  discriminator: false,
};
/** The string-keyed marker RJSF adds to schemas with additionalProperties. */
const RJSF_ADDITIONAL_PROPERTIES_FLAG = '__rjsf_additionalProperties';

export interface EngineAjvOptions {
  /** For standalone code: formats are referenced through the runtime import, and source is kept. */
  standalone?: boolean;
  schemas?: FormSchema[];
}

export function createEngineAjv({ standalone = false, schemas }: EngineAjvOptions = {}): Ajv {
  const ajv = new Ajv({
    ...RJSF_AJV_OPTIONS,
    // The validate function's `this` reaches every subschema's function: the server's context of
    // what is the caller's own (validators/ajv.ts `callersOwn`).
    passContext: true,
    ...(standalone
      ? {
          code: {
            esm: true,
            source: true,
            lines: false,
            formats: _`${new Name(RUNTIME_IMPORT_NAME)}.formats`,
          },
        }
      : {}),
    ...(schemas ? { schemas: schemas as object[] } : {}),
  });
  ajv.addKeyword(RJSF_ADDITIONAL_PROPERTIES_FLAG);
  return registerValidators(ajv);
}
