import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
