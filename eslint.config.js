import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverModules = 'apps/server/src/modules';
const webFeatures = 'apps/web/src/features';

const moduleInternals = {
  regex: '(^|/)modules/[^/]+/(?!index(\\.js)?$)[^/]+',
  message: 'Import a server module only through its index.ts.',
};
const siblingModuleInternals = {
  regex: '^\\.\\./(?!\\.)[^/]+/(?!index(\\.js)?$)[^/]+',
  message: 'Import a sibling module only through its index.ts.',
};

// The studio is a vendor of the seamless wallet, reached over HTTP only (decision 0005): it may
// use the shared server code (lib, plugins, db) but no other module, not even its index.ts.
const studioZone = {
  target: `./${serverModules}/studio`,
  from: `./${serverModules}`,
  except: ['./studio'],
  message: 'The studio talks to the platform through the seamless wallet client only.',
};

// The sandbox PSP is reached through the payments module's gateway interface and answers through
// the signed webhook, as a real PSP would: no other module, not even payments' index.ts.
const pixSandboxZone = {
  target: `./${serverModules}/pix-sandbox`,
  from: `./${serverModules}`,
  except: ['./pix-sandbox'],
  message: 'The sandbox gateway is a PSP: it talks to the platform only through the signed webhook.',
};

const webFeatureZones = existsSync(webFeatures)
  ? readdirSync(webFeatures).map((feature) => ({
      target: `./${webFeatures}/${feature}`,
      from: `./${webFeatures}`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature; move shared code to components/ or lib/.',
    }))
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    // TypeScript sources, imported with '.js' suffixes (server) or none (web): without this the
    // import-x rules cannot resolve a path and silently check nothing.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name="only"]', message: 'No focused tests.' },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      // Boundaries (docs/ARCHITECTURE.md): a module is reached only through its index.ts.
      'no-restricted-imports': ['error', { patterns: [moduleInternals] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${serverModules}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleInternals, siblingModuleInternals] }],
      'import-x/no-restricted-paths': ['error', { zones: [studioZone, pixSandboxZone] }],
    },
  },
  {
    // The Drizzle schema gathers every module's tables for queries and migrations, by design.
    files: ['apps/server/src/db/schema.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A web feature never imports another feature (engineering guide, Boundaries).
      'import-x/no-restricted-paths': ['error', { zones: webFeatureZones }],
      // The zod sources of the generated wire schemas are for the generator and the tests: a page
      // importing them would download zod again (lib/wire-schema.ts, docs/PERFORMANCE.md).
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/wire-schemas.sources'],
              allowTypeImports: true,
              message: 'Import the generated schema (lib/wire-schemas.generated.ts) instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/generate-wire-schemas.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
