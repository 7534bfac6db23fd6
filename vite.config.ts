import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Every suite runs in the agency's time zone (ARCHITECTURE.md, Conventions).
process.env.TZ = 'Europe/Helsinki';

export default defineConfig({
  root: 'portal',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/portal',
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    root: '.',
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{validators,texts,engine,schemas,portal}/**/*.test.ts', 'tests/schemas/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{engine,portal}/**/*.test.tsx', 'tests/forms/**/*.test.tsx'],
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
    ],
  },
});
