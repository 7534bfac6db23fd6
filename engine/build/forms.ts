/**
 * Where the build writes and what else it reads (Node only). The forms themselves are read through
 * the forms catalogue (catalogue/forms.ts), the one reader of schemas/forms.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '../../catalogue/forms.ts';

/** Row files (engine/core/rowFile.ts): the bulk payment file. */
export const FILES_DIR = join(REPO_ROOT, 'schemas/files');
export const GENERATED_DIR = join(REPO_ROOT, 'engine/generated');

/** A form's precompiled validators (`npm run schemas:build` writes them; the bundles import them). */
export const validatorsFile = (formId: string): string => join(GENERATED_DIR, `${formId}.validators.ts`);
