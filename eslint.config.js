import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FETCH_MESSAGE =
  'Requests go through #web/lib/api/request.ts (apiRequest, apiResponse, apiDownload, fetchFile).';

/**
 * One zone per feature, made from the folder list so a new feature is covered without editing this file: a
 * feature imports no other feature (decision 044). A piece two features need moves down a layer.
 */
function featureZones(side) {
  const features = readdirSync(new URL(`./src/${side}/features`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => ({
    target: `./src/${side}/features/${feature}`,
    from: `./src/${side}/features`,
    except: [`./${feature}`],
    message: `A feature imports no other feature: ${side === 'web' ? 'compose them in web/app' : 'mount them in server/app.ts'}, or move the shared piece down a layer (decision 044).`,
  }));
}

const LAYER_ZONES = [
  { target: './src/shared', from: ['./src/server', './src/web'] },
  // The server renders pages' first content with the web's components (decision 021).
  { target: './src/server', from: './src/web', except: ['./ssr'] },
  { target: './src/web', from: './src/server' },
  {
    target: ['./src/web/components', './src/web/lib', './src/web/hooks'],
    from: ['./src/web/features', './src/web/app'],
  },
  { target: './src/web/features', from: './src/web/app' },
  ...featureZones('web'),
  ...featureZones('server'),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'playwright-report',
      'test-results',
      'e2e/.output',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/': 'KEBAB_CASE' }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // One request module (docs/decisions/047-one-request-module.md): the web calls `fetch` nowhere else.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/web/lib/api/request.ts',
      'src/web/features/pwa/service-worker/**',
    ],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: FETCH_MESSAGE,
        })),
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }] },
  },
  {
    // The server's lower layers serve its features and import none; their integration tests may.
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYER_ZONES,
            {
              target: [
                './src/server/domain',
                './src/server/lib',
                './src/server/db',
                './src/server/storage',
                './src/server/middleware',
                './src/server/realtime',
                './src/server/limits',
              ],
              from: './src/server/features',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  // The page's one classic script (decision 074): plain browser JavaScript, served as written, outside the
  // TypeScript project; the type-aware rules have no types to check it with.
  {
    files: ['src/web/public/**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      parserOptions: { projectService: false, program: null },
      sourceType: 'script',
      globals: globals.browser,
    },
  },
);
