/**
 * A Vite plugin of Storybook's: the text register is not in Storybook's bundle, as it is not in
 * the portal's (portal/build/textRegisters.ts). `texts/index.ts`'s imports of `fi.json` and
 * `sv.json` become empty registers; a story's language is fetched when it is first shown
 * (engine/react/stories/storyTexts.ts, the preview's loader), so switching the toolbar's language
 * loads that register the way the portal loads it.
 */
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const EMPTY_REGISTER = '\0storybook-empty-text-register';

export function registersNotBundled(repoRoot: string): Plugin {
  const lookup = join(repoRoot, 'texts', 'index.ts');
  return {
    name: 'storybook-text-registers',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && resolve(importer.split('?')[0]!) === lookup && /^\.\/(fi|sv)\.json$/.test(source))
        return EMPTY_REGISTER;
      return null;
    },
    load(id) {
      return id === EMPTY_REGISTER ? 'export default {};\n' : null;
    },
  };
}
