/**
 * Vite plugins that keep out of the portal's JavaScript what the browser never uses, for the front
 * page's budget (issue 12: ≤ 100 kB gzip of JavaScript before the front page is interactive;
 * bench/README.md). They apply when Vite builds or serves the portal (`isPortalBundle`), not under
 * Vitest or Storybook, which run the same modules with everything in them.
 *
 * - `contractForBrowser`: the contract's areas (`api/session.ts`, `api/forms.ts`, … put together
 *   by `api/contract.ts`) name every operation's JSON schemas (the server validates with them and
 *   builds its OpenAPI document from them); the portal's client reads only ids, methods, paths,
 *   parameters' names and places, and kinds. The portal's bundle gets each area as a module of
 *   plain data written from the area's exports, evaluated in Node (`areaForBrowser`): its route
 *   table, without the schemas (~8 kB gzip), the summaries (~1 kB) and the parameters' schemas and
 *   labels — derived from the values, never by rewriting the source text (issue 42).
 * - `treeShakableReactRouter` (build only): see below.
 *
 * The text register is the other plugin of this kind: `textRegisters.ts`.
 */
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import type { OperationSpec } from '../../api/operation.ts';

/**
 * Whether Vite is building or serving the portal's bundle: its root is portal/ (Storybook's is the
 * repository) and it does not run tests (Vitest's mode is `test`; the e2e suites' own `vite build`
 * of the portal is a production build like any other).
 */
export function isPortalBundle(config: ResolvedConfig, portalRoot: string): boolean {
  return resolve(config.root) === resolve(portalRoot) && config.mode !== 'test';
}

/** Applies a plugin's `resolveId`, `load` and `transform` only when Vite's root is the portal (its build and dev server). */
function portalOnly(plugin: Plugin, portalRoot: string): Plugin {
  let active = false;
  return {
    ...plugin,
    configResolved(config) {
      active = isPortalBundle(config, portalRoot);
    },
    resolveId(source, importer, options) {
      if (!active || typeof plugin.resolveId !== 'function') return null;
      return plugin.resolveId.call(this, source, importer, options);
    },
    transform(code, id, options) {
      if (!active || typeof plugin.transform !== 'function') return null;
      return plugin.transform.call(this, code, id, options);
    },
    load(id, options) {
      if (!active || typeof plugin.load !== 'function') return null;
      return plugin.load.call(this, id, options);
    },
  };
}

/**
 * What the portal's client reads of an operation (portal/api/client.ts): its id, method and path,
 * its parameters' names, places and requiredness, its body's kind (and an upload's file kind), its
 * answer's kind (and a file's media type and disposition). The rest — summaries, auth, mockOnly,
 * the parameters' schemas and labels, the bodies' and answers' JSON schemas and their names — is
 * the server's and the OpenAPI document's.
 */
export function clientSpec(spec: OperationSpec): Readonly<Record<string, unknown>> {
  const { body, response } = spec;
  return {
    id: spec.id,
    method: spec.method,
    path: spec.path,
    params: spec.params.map(({ name, in: where, required }) => ({ name, in: where, required })),
    body: body && { kind: body.kind, ...('file' in body && body.file ? { file: body.file } : {}) },
    response:
      response.kind === 'file'
        ? {
            kind: 'file',
            mediaType: response.mediaType,
            ...(response.disposition ? { disposition: response.disposition } : {}),
          }
        : { kind: response.kind },
  };
}

/**
 * A contract area's module as the portal gets it, written from its exports as Node evaluated them
 * (not from its source text): each operation as the client reads it (`clientSpec`), every other
 * export as the plain data it is. An area that exports a function is refused: what the browser
 * runs of the contract lives in api/operation.ts, which the portal takes as it is.
 */
export function areaForBrowser(exports: Readonly<Record<string, unknown>>, file = 'the area'): string {
  return (
    Object.entries(exports)
      .map(([name, value]) => {
        if (typeof value === 'function')
          throw new Error(`${file} exports the function ${name}: move it to api/operation.ts`);
        const data = name.endsWith('Operations')
          ? Object.fromEntries(
              Object.entries(value as Record<string, OperationSpec>).map(([id, spec]) => [
                id,
                clientSpec(spec),
              ]),
            )
          : value;
        return `export const ${name} = ${JSON.stringify(data)};`;
      })
      .join('\n') + '\n'
  );
}

/** The contract's files whose operations name JSON schemas: its areas (api/contract.ts puts them together). */
export const CONTRACT_AREAS = [
  'session',
  'forms',
  'documents',
  'attachments',
  'bulkFiles',
  'payments',
] as const;

/**
 * The portal's bundle gets each contract area as `areaForBrowser` writes it from the area's
 * evaluated exports: no JSON schema, summary or server-only setting goes to the browser, and no
 * source text is rewritten. Under the dev server an area's change loads it anew.
 */
export function contractForBrowser(repoRoot: string): Plugin {
  const areas = new Set(CONTRACT_AREAS.map((area) => join(repoRoot, 'api', `${area}.ts`)));
  let loads = 0;
  return portalOnly(
    {
      name: 'portal-contract-for-browser',
      enforce: 'pre',
      async load(id) {
        const file = resolve(id);
        if (!areas.has(file)) return null;
        this.addWatchFile(file);
        // A query of its own each time: Node evaluates the area anew (a change under the dev server).
        const exports = (await import(`${pathToFileURL(file).href}?portal=${++loads}`)) as Record<
          string,
          unknown
        >;
        return { code: areaForBrowser(exports, relative(repoRoot, file)), map: null };
      },
    },
    join(repoRoot, 'portal'),
  );
}

/**
 * react-router's production build (dist/production, without ENABLE_DEV_WARNINGS and the warnings it
 * prints): its package exports name only dist/development, for production too
 * (remix-run/react-router#12532, #14102), so the build resolves the entry itself.
 */
const PRODUCTION_REACT_ROUTER = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/]dist[\\/])development([\\/])/,
  '$1production$2',
);

/**
 * react-router's single-file build is written so that a bundler keeps most of it whatever one
 * imports: components are made by `React.forwardRef(…)`/`React.memo(…)` and contexts by
 * `React.createContext(…)` without a pure annotation, and `X.displayName = "…"` statements keep
 * every component and context they name (Form, ScrollRestoration, the data router's contexts…).
 * This marks those calls pure and drops the `displayName` statements (developer-tools names only),
 * so that only what the portal uses stays. It also takes the production build (above).
 */
export function treeShakableReactRouter(): Plugin {
  return {
    name: 'portal-tree-shakable-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (source !== 'react-router') return null;
      return PRODUCTION_REACT_ROUTER;
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
          .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|memo|createContext)\()/g, '/* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}
