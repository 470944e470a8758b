// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The browser never imports server code; shared code lives in packages/contract.
            { target: './apps/web', from: './apps/server', message: 'Use @duangdee/contract.' },
            // Packages are leaves: they never reach into an app.
            { target: './packages', from: './apps' },
            // The server never imports the web app.
            { target: './apps/server', from: './apps/web' },
            // Features do not import each other; app/ composes them.
            ...features.map((name) => ({
              target: `./${featuresDir}/${name}`,
              from: `./${featuresDir}`,
              except: [`./${name}`],
              message: 'Features do not import each other; compose them in app/.',
            })),
            // Shared layers never import features or the app layer.
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/i18n'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
