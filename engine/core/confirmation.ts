/**
 * A confirmation ("Vakuutan antamani tiedot oikeiksi"): a boolean that must be true, written
 * `"type": "boolean", "const": true` and required, shown with widget `confirm`. It starts
 * unticked (the engine never takes a `const` as a default) and says its own error when left so.
 */
import type { FormSchema } from './types.ts';

export function isConfirmation(schema: FormSchema | undefined): boolean {
  return schema?.type === 'boolean' && schema.const === true;
}
