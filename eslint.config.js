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

// The studio is a vendor of the seamless wallet, an app of its own reached over HTTP only
// (decisions 0005 and 0014): neither app imports the other; the root's tests and scripts run both.
const appsApart = [
  {
    target: './apps/studio',
    from: './apps/server',
    message: 'The studio talks to the platform through the seamless wallet client only.',
  },
  {
    target: './apps/server',
    from: './apps/studio',
    message: 'The platform reaches the studio over HTTP only (its catalogue feed, its game pages).',
  },
];
const appsApartPackages = {
  patterns: [
    { group: ['@platform/studio', '@platform/studio/*'], message: appsApart[1].message },
    { group: ['@platform/server', '@platform/server/*'], message: appsApart[0].message },
  ],
};

// The sandbox PSP is reached through the payments module's gateway interface and answers through
// the signed webhook, as a real PSP would: no other module, not even payments' index.ts.
const pixSandboxZone = {
  target: `./${serverModules}/pix-sandbox`,
  from: `./${serverModules}`,
  except: ['./pix-sandbox'],
  message: 'The sandbox gateway is a PSP: it talks to the platform only through the signed webhook.',
};

// The server kit is shared by every server (decision 0013): it knows no app, so nothing in it may
// import from apps/*; what an app must decide comes in through options and type parameters.
const serverKitZone = {
  target: './packages/server-kit',
  from: './apps',
  message: 'The server kit imports nothing from an app; pass app-specific parts in through options.',
};

// The site and the studio's game pages are separate apps, built and served apart: what both need
// lives in a package (packages/web-kit, packages/contracts), never in the other app.
const webAppZones = [
  {
    target: './apps/web',
    from: './apps/studio',
    message: 'The site imports nothing from the studio; share code through packages/web-kit.',
  },
  {
    target: './apps/studio',
    from: './apps/web',
    message: 'The studio imports nothing from the site; share code through packages/web-kit.',
  },
];
const webAppPackages = {
  'apps/web': '@platform/studio',
  'apps/studio': '@platform/web',
};

// The web kit is shared by the site and the studio's pages: it knows neither.
const webKitZone = {
  target: './packages/web-kit',
  from: './apps',
  message: 'The web kit imports nothing from an app; pass app-specific parts in as arguments.',
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
      'apps/studio/src/db/migrations/**',
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
    files: ['apps/server/**/*.ts', 'apps/studio/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: appsApart }],
      '@typescript-eslint/no-restricted-imports': ['error', appsApartPackages],
    },
  },
  {
    files: ['apps/studio/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
      'import-x/no-restricted-paths': ['error', { zones: [...appsApart, pixSandboxZone] }],
    },
  },
  {
    files: ['packages/server-kit/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [serverKitZone] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@platform/server',
                '@platform/server/*',
                '@platform/studio',
                '@platform/studio/*',
                '@platform/web',
                '@platform/web/*',
              ],
              message: serverKitZone.message,
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/web-kit/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [webKitZone] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@platform/web', '@platform/web/*', '@platform/studio', '@platform/studio/*'],
              message: webKitZone.message,
            },
          ],
        },
      ],
    },
  },
  ...Object.entries(webAppPackages).map(([app, otherApp]) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webAppZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [otherApp, `${otherApp}/*`],
              message: 'The site and the studio are separate apps; share code through packages/web-kit.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Every module's tables in one list for drizzle-kit and for tests, by design (src/tables.ts).
    files: ['apps/server/src/tables.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A web feature never imports another feature (engineering guide, Boundaries).
      'import-x/no-restricted-paths': ['error', { zones: [...webFeatureZones, ...webAppZones] }],
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
  {
    // The studio's game pages: the same React rules as the site's.
    files: ['apps/studio/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
