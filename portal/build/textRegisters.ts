/**
 * The text register in the portal's bundle, loaded by language and in two parts
 * (portal/state/texts.ts loads them; issue 12's front-page budget, bench/README.md):
 *
 * - `virtual:portal-texts/<fi|sv>/core`: the codes in `CORE_TEXT_RANGES` — the shell, the front page
 *   and the shell's own pages;
 * - `virtual:portal-texts/<fi|sv>/rest`: every other code (the forms, the engine, the other pages).
 *
 * When Vite builds or serves the portal (root `portal/`, not Vitest or Storybook), `texts/index.ts`'s
 * own imports of `fi.json` and `sv.json` become empty registers, so that neither language sits in
 * the entry; elsewhere both stay bundled with it as before.
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

/**
 * The core part: the shell (140xxx–143xxx), its pages (144xxx), the front page (145xxx), the
 * landlord form's name (200001, in the sidebar) and SPEC's own codes of the company page.
 */
export const CORE_TEXT_RANGES: readonly (readonly [number, number])[] = [
  [140000, 145999],
  [200001, 200001],
  [388170, 388170],
  [406060, 406060],
  [439880, 439880],
];

export type TextPart = 'core' | 'rest';
const LANGUAGES = ['fi', 'sv'] as const;

export function isCoreCode(code: string): boolean {
  const number = Number(code);
  return CORE_TEXT_RANGES.some(([first, last]) => number >= first && number <= last);
}

/** The codes of `register` in `part`. */
export function textPart(register: Readonly<Record<string, string>>, part: TextPart): Record<string, string> {
  return Object.fromEntries(
    Object.entries(register).filter(([code]) => isCoreCode(code) === (part === 'core')),
  );
}

/** Text codes written as string literals in (minified) JavaScript: six digits in quotes or backticks. */
export function codesWritten(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/(["'`])(\d{6})\1/g)) if (known.has(match[2]!)) found.add(match[2]!);
  return found;
}

const VIRTUAL_PREFIX = 'virtual:portal-texts/';
const RESOLVED_PREFIX = '\0portal-texts:';
const EMPTY_REGISTER = '\0portal-empty-text-register';
/** App.tsx's pages that load with the core texts only (`'core'`, `'core in both languages'`). */
const CORE_PAGE =
  /lazyPage\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)\s*,\s*['"]core[\w ]*['"]\s*,?\s*\)/g;

/** The chunk of a text part (the build's `codeSplitting` group): `texts-fi-core` etc.; null for other modules. */
export function textPartChunkName(id: string): string | null {
  if (!id.startsWith(RESOLVED_PREFIX)) return null;
  const [language, part] = id.slice(RESOLVED_PREFIX.length).split(':');
  return `texts-${language}-${part}`;
}

export function textRegisters(repoRoot: string): Plugin {
  const portalRoot = join(repoRoot, 'portal');
  const lookup = join(repoRoot, 'texts', 'index.ts');
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
    resolveId(source, importer) {
      if (source.startsWith(VIRTUAL_PREFIX)) {
        const [language, part] = source.slice(VIRTUAL_PREFIX.length).split('/');
        if (LANGUAGES.includes(language as 'fi') && (part === 'core' || part === 'rest'))
          return `${RESOLVED_PREFIX}${language}:${part}`;
        return null;
      }
      if (portal && importer && resolve(importer) === lookup && /^\.\/(fi|sv)\.json$/.test(source))
        return EMPTY_REGISTER;
      return null;
    },
    load(id) {
      if (id === EMPTY_REGISTER) return 'export default {};\n';
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const [language, part] = id.slice(RESOLVED_PREFIX.length).split(':') as [string, TextPart];
      const file = registerFile(language);
      this.addWatchFile(file);
      const register = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(textPart(register, part))};\n`;
    },
    transform(code, id) {
      if (portal && resolve(id) === app)
        corePages = [...code.matchAll(CORE_PAGE)].map((match) => resolve(dirname(app), match[1]!));
      return null;
    },
    generateBundle(_options, bundle) {
      if (!portal) return;
      const known = new Set(Object.keys(JSON.parse(readFileSync(registerFile('fi'), 'utf8')) as object));
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
      const check = (what: string, files: Iterable<string>) => {
        for (const file of files) {
          const chunk = byFile.get(file);
          if (!chunk || chunk.facadeModuleId?.startsWith(RESOLVED_PREFIX)) continue;
          const outside = [...codesWritten(chunk.code, known)].filter((code) => !isCoreCode(code));
          if (outside.length > 0)
            this.error(
              `${what} (${file}) shows text codes outside the core texts: ${outside.sort().join(', ')}. ` +
                'Add their range to CORE_TEXT_RANGES in portal/build/textRegisters.ts, or load the page ' +
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
            candidate.facadeModuleId.replace(/\.tsx?$/, '') === page,
        );
        if (!chunk) this.error(`App.tsx loads ${page} with the core texts, but the build has no chunk of it`);
        const own = [...closure([chunk.fileName])].filter((file) => !initial.has(file));
        check(`${relative(repoRoot, page)}, loaded with the core texts only`, own);
      }
    },
  };
}
