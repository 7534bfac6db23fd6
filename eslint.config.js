import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'coverage',
      'data',
      'engine/generated',
      'api/generated',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `import { type A } from 'x'` stays `import 'x'` under verbatimModuleSyntax: the module and
      // everything it imports go into the bundle (the whole API contract was in the front page's).
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // ARCHITECTURE.md: validators/ and texts/ import nothing of ours; engine/ never knows a specific form.
    files: ['validators/**/*.ts', 'texts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../validators/*', '!../texts/*'],
              message: 'validators/ and texts/ import nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    // design/ (the tokens) imports nothing of ours; the engine, the portal and the tools import it.
    files: ['design/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: 'design/ imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['engine/**/*.{ts,tsx}'],
    ignores: ['engine/**/*.test.{ts,tsx}', 'engine/**/*.stories.tsx', 'engine/build/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/schemas/forms/*', '**/portal/*'],
              message: 'engine/ must not know a specific form or the portal.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 42: no engine file, its build and its tests included, reads the portal.
    files: ['engine/build/**/*.ts', 'engine/**/*.test.{ts,tsx}', 'engine/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/portal/*'], message: 'engine/ must not know the portal.' }] },
      ],
    },
  },
  {
    // Issue 42: the worker pool runs the domains' tasks (their *.tasks.ts) and imports none of them.
    files: ['server/work/**/*.ts'],
    ignores: ['server/work/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '!../config.ts'],
              message: 'server/work/ imports no domain code: a domain names its tasks (workTask).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['engine/core/**/*.ts'],
    ignores: ['engine/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', '@rjsf/core'],
          patterns: [
            { group: ['**/engine/react/*', '../react/*'], message: 'engine/core stays React-free.' },
          ],
        },
      ],
    },
  },
);
