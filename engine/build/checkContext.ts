/**
 * What `schemas:check` holds a form to beyond its own files, with no file access, so that the CLI
 * (checkFolder.ts) and the form designer (designer/) check alike: the manifests' context and the
 * examples a form needs at least.
 */
import { allOperations } from '../../api/allOperations.ts';
import { DOCUMENT_TYPES } from '../../api/contract.ts';
import { PATHS } from '../../api/paths.ts';
import type { Problem } from './checkForm.ts';
import type { ManifestContext } from './manifestRules.ts';

/** What a manifest is checked against: the portal's own pages, SPEC's document types, the contract. */
export const MANIFEST_CONTEXT: ManifestContext = {
  portalPaths: PATHS,
  documentTypes: DOCUMENT_TYPES,
  operations: allOperations.map((operation) => operation.id),
};

/** What a form needs at least (schemas/README.md, "Examples"). */
export const MINIMUM_EXAMPLES = { valid: 2, invalid: 6 } as const;

/** Too few valid or invalid examples (by their names: valid-…, invalid-…). */
export function exampleCountProblems(form: string, exampleNames: readonly string[]): Problem[] {
  const count = (prefix: string) => exampleNames.filter((name) => name.startsWith(prefix)).length;
  return (['valid', 'invalid'] as const)
    .filter((kind) => count(kind) < MINIMUM_EXAMPLES[kind])
    .map((kind) => ({
      file: `schemas/forms/examples/${form}/`,
      path: '',
      problem: `${count(kind)} ${kind} examples; a form needs at least ${MINIMUM_EXAMPLES[kind]} (${kind}-<what it shows>.json, schemas/README.md)`,
      about: { kind: 'too-few', examples: kind, count: count(kind), minimum: MINIMUM_EXAMPLES[kind] },
    }));
}
