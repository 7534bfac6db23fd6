/**
 * `npm run designer`: the form designer on http://127.0.0.1:DESIGNER_PORT (default 8090), editing
 * this working copy's schemas/forms and texts. It listens on 127.0.0.1 only: it is a tool for the
 * author's own machine, never a service.
 */
import react from '@vitejs/plugin-react';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { fileApi } from './files/fileApi.ts';
import { ownPageOnly } from './files/ownOrigin.ts';
import { pdfApi } from './files/pdfApi.ts';

const designerDir = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = join(designerDir, '..');

/** The folders (and one file) of this checkout whose modules the designer's pages load. */
const SERVED_FOLDERS = [
  'designer',
  'engine',
  'texts',
  'validators',
  'schemas',
  'api',
  'design',
  '.prettierrc.json',
  'node_modules',
];

function designerFiles(root: string): Plugin {
  return {
    name: 'designer-file-api',
    configureServer(server) {
      // Before everything Vite serves but its host check (which runs first and refuses foreign names).
      server.middlewares.use(ownPageOnly());
      server.middlewares.use(pdfApi());
      server.middlewares.use(fileApi(root));
    },
  };
}

export interface DesignerOptions {
  /** The working copy whose forms and texts it edits (this repository by default). */
  root?: string;
  port?: number;
  /**
   * React's development build, its checks and warnings, and hot reloading: for working on the
   * designer's own code (`DESIGNER_DEV=1 npm run designer`). An author gets React's production
   * build, as the portal's users do: the same pages, without the development build's cost.
   */
  development?: boolean;
}

/** What `process.env.NODE_ENV` reads in the designer's page and in the packages it loads. */
function nodeEnvDefine(development: boolean): Record<string, string> {
  return { 'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production') };
}

export async function startDesigner(options: DesignerOptions = {}): Promise<ViteDevServer> {
  const development = options.development ?? process.env.DESIGNER_DEV === '1';
  const server = await createServer({
    configFile: false,
    root: designerDir,
    // The packages are bundled with NODE_ENV's value in them: each build its own cache.
    cacheDir: join(REPO_ROOT, `node_modules/.vite-designer${development ? '-dev' : ''}`),
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), designerFiles(options.root ?? REPO_ROOT)],
    // Vite's dev server takes React's build from the process's NODE_ENV (`test` under Vitest,
    // unset in a shell: both the development build); these name it for the page, for the packages
    // Vite bundles (React among them), and for the JSX the pages compile to.
    define: nodeEnvDefine(development),
    oxc: { jsx: { development } },
    server: {
      // Fast Refresh needs React's development build. An author's page gets no hot updates: what it
      // edits it holds itself and writes through the file API.
      ...(development ? {} : { hmr: false }),
      host: '127.0.0.1',
      port: options.port ?? Number(process.env.DESIGNER_PORT ?? 8090),
      strictPort: true,
      // No CORS at all: Vite's default echoes any localhost origin, which let a page on another
      // port read and write the working copy (issue 41). The designer's own page needs none.
      cors: false,
      // What the designer's modules import, and nothing else: not server/, not data/ (the
      // embedded database and uploaded files of a checkout where `npm start` has run).
      fs: { strict: true, allow: SERVED_FOLDERS.map((folder) => join(REPO_ROOT, folder)) },
    },
    optimizeDeps: {
      entries: [join(designerDir, 'index.html'), join(designerDir, 'preview.html')],
      rolldownOptions: { transform: { define: nodeEnvDefine(development) } },
    },
  });
  await server.listen();
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startDesigner();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : '?';
  console.log(`Lomakesuunnittelija / Blankettdesignern: http://127.0.0.1:${port}/ (Ctrl+C ends)`);
}
