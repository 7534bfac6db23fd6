/**
 * The text register is not in the portal's bundle: the portal loads it from the API by language and
 * in two parts (texts/parts.ts; portal/state/texts.ts). When Vite builds or serves the portal (root
 * `portal/`, not Vitest or Storybook), `texts/index.ts`'s own imports of `fi.json` and `sv.json`
 * become empty registers (`registersLeftOut`, which Storybook's build uses too: it fetches a
 * story's language); under Vitest both stay bundled with it.
 *
 * The build checks what it cannot leave to chance: every code written in the JavaScript the front
 * page loads (the entry and what it imports), and in the pages App.tsx loads with the core texts
 * only (`lazyPage(() => import('…'), 'core')` or `'core in both languages'`), must be a core code;
 * otherwise it fails, naming them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isPortalBundle } from './browserModules.ts';
import { codeOfKey } from '../../texts/keys.ts';
import { isCoreCode } from '../../texts/parts.ts';
import { formCoreCodes } from '../../api/formManifest.ts';
import { readForms } from '../../catalogue/forms.ts';

/** Text codes written as string literals in (minified) JavaScript: six digits in quotes or backticks. */
export function codesWritten(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/(["'`])(\d{6})\1/g)) if (known.has(match[2]!)) found.add(match[2]!);
  return found;
}

const EMPTY_REGISTER = '\0portal-empty-text-register';
/** App.tsx's pages that load with the core texts only (`'core'`, `'core in both languages'`). */
const CORE_PAGE =
  /lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*,\s*['"]core[\w ]*['"]\s*,?\s*\)/g;

/**
 * The hooks that leave `texts/index.ts`'s imports of `fi.json` and `sv.json` empty while `active()`:
 * in the portal's bundle (below) and in Storybook's (.storybook/main.ts), which both fetch a
 * language's register instead.
 */
export function registersLeftOut(
  repoRoot: string,
  active: () => boolean = () => true,
): Pick<Plugin, 'resolveId' | 'load'> {
  const lookup = join(repoRoot, 'texts', 'index.ts');
  return {
    resolveId(source, importer) {
      const fromLookup = importer !== undefined && resolve(importer.split('?')[0]!) === lookup;
      return active() && fromLookup && /^\.\/(fi|sv)\.json$/.test(source) ? EMPTY_REGISTER : null;
    },
    load(id) {
      return id === EMPTY_REGISTER ? 'export default {};\n' : null;
    },
  };
}

export function textRegisters(repoRoot: string): Plugin {
  const portalRoot = join(repoRoot, 'portal');
  const app = join(portalRoot, 'App.tsx');
  const registerFile = (language: string) => join(repoRoot, 'texts', `${language}.json`);
  let portal = false;
  let corePages: string[] = [];

  return {
    name: 'portal-text-registers',
    enforce: 'pre',
    configResolved(config) {
      portal = isPortalBundle(config, portalRoot);
    },
    ...registersLeftOut(repoRoot, () => portal),
    transform(code, id) {
      if (portal && resolve(id) === app)
        corePages = [...code.matchAll(CORE_PAGE)].map((match) => resolve(dirname(app), match[1]!));
      return null;
    },
    generateBundle(_options, bundle) {
      if (!portal) return;
      // The register's codes (a counting text's plural forms under one code).
      const known = new Set(
        Object.keys(JSON.parse(readFileSync(registerFile('fi'), 'utf8')) as object).map((key) =>
          codeOfKey(key)!,
        ),
      );
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** A chunk and every chunk it imports statically (what loads with it). */
      const closure = (start: readonly string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        start.forEach(visit);
        return seen;
      };
      // The offered forms' names are core texts too (their manifests, api/formManifest.ts).
      const formCodes = formCoreCodes(readForms().manifestForms());
      const check = (what: string, files: Iterable<string>) => {
        for (const file of files) {
          const chunk = byFile.get(file);
          if (!chunk) continue;
          const outside = [...codesWritten(chunk.code, known)].filter((code) => !isCoreCode(code, formCodes));
          if (outside.length > 0)
            this.error(
              `${what} (${file}) shows text codes outside the core texts: ${outside.sort().join(', ')}. ` +
                'Add their range to CORE_TEXT_RANGES in texts/parts.ts, or load the page ' +
                "with all texts (App.tsx: lazyPage(…, 'all')).",
            );
        }
      };
      if (corePages.length === 0)
        this.error(
          "found no lazyPage(…, 'core') in portal/App.tsx: the check of the core texts would miss its pages",
        );
      const initial = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      check('The JavaScript the front page loads', initial);
      for (const page of corePages) {
        const chunk = chunks.find(
          (candidate) =>
            candidate.isDynamicEntry &&
            candidate.facadeModuleId !== null &&
            resolve(candidate.facadeModuleId) === page,
        );
        if (!chunk) this.error(`App.tsx loads ${page} with the core texts, but the build has no chunk of it`);
        const own = [...closure([chunk.fileName])].filter((file) => !initial.has(file));
        check(`${relative(repoRoot, page)}, loaded with the core texts only`, own);
      }
    },
  };
}
