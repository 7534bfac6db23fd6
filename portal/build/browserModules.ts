/**
 * Vite plugins that keep out of the portal's JavaScript what the browser never uses, for the front
 * page's budget (issue 12: ≤ 100 kB gzip of JavaScript before the front page is interactive;
 * bench/README.md). They apply when Vite builds or serves the portal (`isPortalBundle`), not under
 * Vitest or Storybook, which run the same modules with everything in them.
 *
 * - `contractWithoutSchemas`: the contract's areas (`api/session.ts`, `api/forms.ts`, … put together
 *   by `api/contract.ts`) name every operation's JSON schemas (the server
 *   validates with them and builds its OpenAPI document from them); the portal's client reads only
 *   methods, paths, parameters and kinds. In the portal's bundle every `schemas/api/*.schema.json`
 *   the contract imports is one stub that says so (~8 kB gzip), the operations' `summary` texts
 *   (the OpenAPI document's) are left out (~1 kB gzip), and so are the parameters' own schemas
 *   (`schema: { … }` object literals: the server checks parameters, the client only their names,
 *   places and whether they are required) and the schemas' names (~0.6 kB gzip together).
 * - `treeShakableReactRouter` (build only): see below.
 *
 * The text register is the other plugin of this kind: `textRegisters.ts`.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const SCHEMA_STUB = '\0portal-api-schema-stub';

/**
 * Whether Vite is building or serving the portal's bundle: its root is portal/ (Storybook's is the
 * repository) and it does not run tests (Vitest's mode is `test`; the e2e suites' own `vite build`
 * of the portal is a production build like any other).
 */
export function isPortalBundle(config: ResolvedConfig, portalRoot: string): boolean {
  return resolve(config.root) === resolve(portalRoot) && config.mode !== 'test';
}

/** Applies a plugin's `resolveId` and `transform` only when Vite's root is the portal (its build and dev server). */
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
  };
}

/** An operation's `summary: '…',` (the OpenAPI document's; one string literal, maybe on the next line). */
const SUMMARY = /^[ \t]*summary:\s*(?:'[^'\n\\]*'|"[^"\n\\]*"|`[^`\n\\$]*`),\n/gm;
/**
 * An operation's `auth` and `mockOnly` lines: the server's (which routes need a session, which
 * exist in mock mode only); the client sends its cookies and XSRF header to every operation alike.
 * And `body: null`: the client reads a missing body as none.
 */
const SERVER_ONLY_LINE = /^[ \t]*(?:auth: '(?:none|session|intra)'|mockOnly: (?:true|false)|body: null),\n/gm;
/** A parameter's label (a text code for the server's error messages; the portal has its own). */
const PARAM_LABEL = /\blabel:\s*'[0-9]{6}'/g;
/** The names of the bodies' and answers' schemas (`json('name', …)`, `schemaName: 'name'`): the OpenAPI document's. */
const SCHEMA_NAME = /\bjson\(\s*'[\w-]*',|\bschemaName:\s*'[\w-]*'/g;

/**
 * `code` with every `schema: { … }` object literal emptied (`schema: {}`): the braces matched, and
 * string literals (patterns like `'^[0-9]{8}$'`) skipped while matching.
 */
export function withoutSchemaLiterals(code: string): string {
  const start = /\bschema:\s*\{/g;
  let out = '';
  let from = 0;
  for (let match = start.exec(code); match; match = start.exec(code)) {
    let depth = 0;
    let at = match.index + match[0].length - 1;
    for (; at < code.length; at++) {
      const char = code[at]!;
      if (char === "'" || char === '"' || char === '`') {
        // Skip the string literal (with its escapes).
        for (at++; at < code.length && code[at] !== char; at++) if (code[at] === '\\') at++;
      } else if (char === '{') depth++;
      else if (char === '}' && --depth === 0) break;
    }
    out += `${code.slice(from, match.index)}schema: {}`;
    from = at + 1;
    start.lastIndex = from;
  }
  return out + code.slice(from);
}

/**
 * A contract area's file as the portal gets it: what only the server and the OpenAPI document read is
 * left out (summaries, auth, mockOnly, `body: null`, parameter labels, schema names and literals);
 * the client reads ids, methods, paths, parameters' names, places and requiredness, and kinds.
 */
export function contractForBrowser(code: string): string {
  return withoutSchemaLiterals(
    code
      .replace(SUMMARY, '')
      .replace(SERVER_ONLY_LINE, '')
      .replace(PARAM_LABEL, "label: ''")
      .replace(SCHEMA_NAME, (name) => (name.startsWith('json') ? "json(''," : "schemaName: ''")),
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

export function contractWithoutSchemas(repoRoot: string): Plugin {
  const areas = new Set(CONTRACT_AREAS.map((area) => join(repoRoot, 'api', `${area}.ts`)));
  return portalOnly(
    {
      name: 'portal-contract-without-schemas',
      enforce: 'pre',
      transform(code, id) {
        return areas.has(resolve(id))
          ? {
              code: contractForBrowser(code),
              map: null,
            }
          : null;
      },
      resolveId(source, importer) {
        if (!importer || !areas.has(resolve(importer))) return null;
        return /^\.\.\/schemas\/api\/[\w-]+\.schema\.json$/.test(source) ? SCHEMA_STUB : null;
      },
      load(id) {
        if (id !== SCHEMA_STUB) return null;
        // Any property read of it (the contract picks `properties.uploads.items` of one) is the stub again.
        const description = "schemas/api/*.schema.json: the server's; not in the portal's bundle";
        return (
          `const description = ${JSON.stringify(description)};\n` +
          'const stub = new Proxy(Object.freeze({}), {\n' +
          "  get: (_target, key) => (key === 'description' ? description : typeof key === 'string' && key !== 'then' && key !== 'toJSON' ? stub : undefined),\n" +
          '});\n' +
          'export default stub;\n'
        );
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
