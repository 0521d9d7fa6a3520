import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * The TypeScript parser, reading `import type` and `export type ... from` as plain imports.
 * import-x/no-cycle skips type-only imports, but two modules that need each other's types are
 * still one module in two files: neither can be understood, moved or tested alone. Counting
 * them makes the cycle rule see every edge the compiler sees.
 */
const parserCountingTypeImports = {
  meta: { name: 'typescript-eslint-parser-counting-type-imports' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    for (const node of result.ast.body) {
      if (node.type === 'ImportDeclaration') {
        node.importKind = 'value';
        for (const specifier of node.specifiers) {
          if (specifier.importKind === 'type') specifier.importKind = 'value';
        }
      } else if (
        (node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
        node.source
      ) {
        node.exportKind = 'value';
        for (const specifier of node.specifiers ?? []) specifier.exportKind = 'value';
      }
    }
    return result;
  },
};

/**
 * What a feature offers the others: these modules only (`'*'`: the whole folder). Everything
 * else in a feature folder is its own business and may change without a look outside it. A
 * feature not listed offers nothing to the others.
 */
const featurePublicModules = {
  account: ['account-api.ts'],
  auth: [
    'auth-slice.ts',
    'use-auth-state.ts',
    'user-details.ts',
    'sign-in-screen.tsx',
    'components/auth-status-notice.tsx',
    'components/code-step.tsx',
    'components/use-code-flow.ts',
  ],
  calculators: ['deposit-figures.ts', 'loan-figures.ts', 'savings-figures.ts'],
  'card-journey': ['provider-search.ts', 'saved-cards-section.tsx'],
  changes: ['product-changes.ts', 'product-changes-view.tsx'],
  'email-lists': ['unsubscribe-screen.tsx'],
  resume: ['continue-banner.tsx', 'use-kept-check.ts'],
  compare: [
    'comparison-table.tsx',
    'lender-filter.ts',
    'table-config.ts',
    'table-configs.ts',
    'table-kinds.ts',
    'use-full-rows.ts',
  ],
  errors: ['report-error.ts', 'api-failure-reporting.ts', 'app-stability.ts'],
  navigation: ['query-settings.ts', 'use-query-settings.ts'],
  outbound: ['go-to-site-link.tsx'],
  survey: ['survey-slice.ts', 'survey-state.ts'],
  tracking: [
    'action-names.ts',
    'track.ts',
    'start-tracking.ts',
    'recording-choice.ts',
    'history-direction.ts',
    'interaction-events.ts',
  ],
  visit: ['figures-date-line.tsx', 'main-providers.ts', 'visit-slice.ts'],
};

const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const publicFeaturePaths = Object.entries(featurePublicModules).flatMap(([feature, modules]) =>
  modules === '*' ? [`./${feature}`] : modules.map((module) => `./${feature}/${module}`),
);

/** Every folder of src/ but the ones named: the zone a layer may not import from. */
const srcExcept = (...allowed) => ({ from: './src', except: allowed.map((folder) => `./${folder}`) });

/**
 * Imports flow one way: pages and templates → app → features → store → components →
 * lib, config, content → api → domain. The server and the build read src/domain and src/api (the
 * API contracts both sides share; the build also the site's own modules); src/ never reads them.
 */
const layerZones = [
  {
    target: './src/domain',
    ...srcExcept('domain'),
    message: 'src/domain holds pure rules shared with the server: it imports only src/domain.',
  },
  {
    target: './src/api',
    ...srcExcept('domain', 'api'),
    message:
      'src/api holds the API contracts shared with the server: it imports only src/domain and src/api.',
  },
  {
    target: ['./src/config', './src/content'],
    ...srcExcept('domain', 'config', 'content'),
    message: 'config and content import only src/domain, src/config and src/content.',
  },
  {
    target: './src/lib',
    ...srcExcept('domain', 'config', 'lib', 'api'),
    message: 'src/lib imports only src/domain, src/config, src/api and src/lib.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/store', './src/app', './src/pages', './src/templates'],
    message: 'Shared components take their data as props: no features, store, app, pages or templates.',
  },
  {
    target: './src/store',
    from: ['./src/features', './src/app', './src/components', './src/pages', './src/templates'],
    message:
      'The store core knows no feature: slices add themselves (see src/store/root-reducer.ts), src/app composes.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages', './src/templates'],
    message: 'Features are composed by src/app, pages and templates, never the other way round.',
  },
  {
    target: './src/app',
    from: ['./src/pages', './src/templates'],
    message: 'src/app is composed by pages and templates, never the other way round.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [...new Set([`./${feature}`, ...publicFeaturePaths])],
    message:
      'Import another feature only through its public modules (featurePublicModules in eslint.config.mjs).',
  })),
  {
    target: './src',
    from: ['./server', './gatsby', './scripts'],
    message: 'The site does not import the server, the build or the scripts.',
  },
  {
    target: './server',
    ...srcExcept('domain', 'api'),
    message: 'The server imports only src/domain and src/api (the API contracts) from the site.',
  },
  { target: './server', from: './gatsby', message: 'The server does not import the build.' },
  {
    target: ['./src', './server', './gatsby'],
    from: './src/test',
    message: 'src/test holds fixtures and helpers for tests (and benchmarks) only.',
  },
  { target: './gatsby', from: './server', message: 'The build does not import the server.' },
  {
    target: './gatsby',
    from: ['./src/pages', './src/templates'],
    message:
      'The build names pages and templates by path; the types they share with it live in src/content or the feature (view-models.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'public',
      '.cache',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports (Gatsby pages, templates and configs are exempt).',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: parserCountingTypeImports },
  },
  {
    // Tests may reach across layers to build what they check (a whole store, a fixture of the server).
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // A function longer than a screen does more than one thing: name its parts. Tests read as
    // lists of cases and may run long.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'src/test/**', 'server/test/**', 'e2e/**'],
    rules: {
      'max-lines-per-function': ['warn', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The browser bundle has gatsby-link's helpers but not its component (gatsby/browser-bundle.ts).
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'gatsby',
              importNames: ['Link'],
              message:
                "Use the site's Link (src/components/navigation/link.tsx); Gatsby's is not in the bundle.",
            },
            { name: 'gatsby-link', message: "Use the site's Link and gatsby's navigate." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'gatsby',
                'gatsby-*',
                '@gatsbyjs/*',
                'fastify',
                '@fastify/*',
                'redux',
                '@reduxjs/*',
                'axios',
              ],
              message: 'src/domain is framework-free: no React, Gatsby, Fastify, Redux or HTTP client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/pages/**',
      'src/templates/**',
      'gatsby-*.ts',
      'gatsby-*.tsx',
      'jest.config.ts',
      'playwright.config.ts',
      'eslint.config.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
