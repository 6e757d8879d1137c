// `npm run lint` (part of `npm run check`): typescript-eslint's recommended rules, the rules of hooks,
// and the layering of src/ (README "Layout"): what a folder may import, so a lower layer never
// reaches up. Import cycles are checked by scripts/check-cycles.ts. `.astro` files are not linted.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** An import that climbs out of its folder (a relative path to the parent): a regular expression, so no file names a path outside the repository. */
const PARENT = '^\\.\\./';

/**
 * `no-restricted-imports` forbidding the given path aliases (and `extra` patterns) with one reason;
 * `parents` also forbids climbing out of the folder by a relative import.
 */
function forbid(aliases, message, extra = [], { parents = false } = {}) {
  const group = [...aliases.flatMap((alias) => [alias, `${alias}/*`]), ...extra];
  const patterns = [{ group, message }];
  if (parents) patterns.push({ regex: PARENT, message });
  return ['error', { patterns }];
}

export default defineConfig(
  globalIgnores(['dist/', '.astro/', '.data/', '.wrangler/', 'node_modules/', 'public/', 'playwright-report/', 'test-results/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { id: _id, ...rest } = row` drops a field on purpose
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // the sanitisers and file checks match control characters on purpose (to strip or refuse them)
      'no-control-regex': 'off',
    },
  },
  {
    // a test reads untyped JSON answers
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // The layers, lowest first. Each folder's rule replaces the one before (one `no-restricted-imports` per file).
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': forbid(
        [
          '@api',
          '@server',
          '@i18n',
          '@platform',
          '@db',
          '@admin',
          '@islands',
          '@components',
          '@ui',
          '@layouts',
          '@lib',
          '@site-data',
          '@client',
        ],
        'src/shared is the lowest layer (used by the browser and the server alike): it imports nothing of the project above it (the dictionaries in src/i18n sit above it: a message table names keys, src/i18n/message-tables.ts checks they have texts).',
        [],
        { parents: true },
      ),
    },
  },
  {
    files: ['db/**'],
    ignores: ['db/seed/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['@platform', '@api', '@server', '@site-data', '@admin', '@islands', '@components', '@client'],
        'db/ (schema, client) is below the platform: put a shared type here or in src/shared, not above.',
      ),
    },
  },
  {
    files: ['src/platform/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['@api', '@server', '@admin', '@islands', '@components', '@site-data'],
        'src/platform (ports and adapters) is below the API and the server: move the type or helper down.',
        ['**/scripts/*'],
      ),
    },
  },
  {
    files: ['src/lib/**', 'src/i18n/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['@site-data', '@api', '@db', '@server', '@platform', '@admin', '@islands', '@components'],
        'src/lib and src/i18n are read by the islands in the browser: no database, server or build-time loaders (those are src/site-data).',
      ),
    },
  },
  {
    files: ['src/client/**'],
    rules: {
      // The typed client's one link to the API: the type of its routes (erased from the bundle).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@site-data',
                '@site-data/*',
                '@db',
                '@db/*',
                '@server',
                '@server/*',
                '@platform',
                '@platform/*',
                '@admin',
                '@admin/*',
              ],
              message: 'src/client runs in the browser: no database, server or build-time loaders.',
            },
            { group: ['@api', '@api/*'], allowTypeImports: true, message: 'src/client may only import the API’s types.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/islands/**'],
    rules: {
      'no-restricted-imports': forbid(
        ['@admin', '@api', '@site-data', '@db', '@server', '@platform'],
        'An island runs in the browser: it talks to the API through @client/api-client and gets its data as props; types it shares with the server live in src/shared.',
      ),
    },
  },
);
