import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { registersLeftOut } from '../portal/build/textRegisters.ts';

/** Whether an entry of Vite's plugin list is the plugin of that name (entries can be lists or empty). */
const isPlugin = (entry: unknown, name: string): boolean =>
  typeof entry === 'object' && entry !== null && 'name' in entry && entry.name === name;

/** The repository root, wherever Storybook is started from. */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

const config: StorybookConfig = {
  stories: [
    '../engine/**/*.stories.@(ts|tsx)',
    '../portal/**/*.stories.@(ts|tsx)',
    '../.storybook/**/*.stories.@(ts|tsx)',
  ],
  // Docs pages (a page per component, from its stories and comments) and the accessibility panel
  // (axe with the rules of design/accessibility.ts, set in preview.tsx).
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network: no telemetry, no "what's new" fetch (the version check gives up by itself after 1.5 s).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // The portal's vite.config.ts builds from portal/ (`root: 'portal'`); the stories live all over
    // the repository, so Storybook's Vite serves and builds from the root. Storybook itself sets the
    // output directory (`-o storybook-static`); the portal's `build` options are not used.
    return {
      ...viteConfig,
      root: repoRoot,
      // As the portal's dev server (vite.config.ts, issue 41): no CORS for other local origins, and
      // /@fs/ never serves data/ (the embedded database and uploaded files). Storybook's own server
      // settings are kept; it passes the rest of vite.config.ts's through, its plugins included.
      server: {
        ...viteConfig.server,
        cors: false,
        fs: { ...viteConfig.server?.fs, deny: [...(viteConfig.server?.fs?.deny ?? []), '**/data/**'] },
      },
      // The text register is not bundled: a story's language is fetched, as the portal fetches it
      // (engine/react/stories/storyTexts.ts).
      // The portal's brotli and gzip twins of every file (portal/build/precompress.ts) are for the
      // portal's server; Storybook's files are opened as they are, and compressing its 8 MB at the
      // highest levels was ~10 s of CPU of every Storybook build (the Storybook e2e's included).
      plugins: [
        ...(viteConfig.plugins ?? []).filter((plugin) => !isPlugin(plugin, 'precompress')),
        { name: 'storybook-text-registers', enforce: 'pre', ...registersLeftOut(repoRoot) },
      ],
      optimizeDeps: {
        ...viteConfig.optimizeDeps,
        // CommonJS that the engine imports by deep path (precompiled.ts, runtimeValidateFns.ts,
        // checkForm.ts): bundled at start-up, so that the first story that needs them does not
        // make the dev server re-optimize and reload the page.
        include: [
          ...(viteConfig.optimizeDeps?.include ?? []),
          'ajv',
          '@rjsf/utils/lib/parser/schemaParser.js',
          '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js',
        ],
      },
    };
  },
};
export default config;
