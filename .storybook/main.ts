import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../engine/**/*.stories.@(ts|tsx)',
    '../portal/**/*.stories.@(ts|tsx)',
    '../.storybook/**/*.stories.@(ts|tsx)',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // The portal's vite.config.ts builds from portal/; Storybook builds from the repository root.
    return { ...viteConfig, root: process.cwd(), build: { ...viteConfig.build, outDir: undefined } };
  },
};
export default config;
