import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const transform = { '^.+\\.(m?js|tsx?|jsx)$': swc as unknown as [string, Record<string, unknown>] };

/**
 * Two projects: browser-side code under jsdom (with msw-friendly fetch globals) and
 * framework-free code (domain rules, import, server) under plain Node.
 */
const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: [
        '<rootDir>/src/**/*.test.tsx',
        '<rootDir>/src/{app,features,lib,components,templates,pages}/**/*.test.ts',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
      transform,
      transformIgnorePatterns: [
        '/node_modules/(?!(gatsby|gatsby-script|gatsby-link|@gatsbyjs|until-async)/).+\\.c?js$',
      ],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/src/test/style-mock.ts',
        '^gatsby$': '<rootDir>/src/test/gatsby-mock.tsx',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/src/{domain,config,styles,api}/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/gatsby/**/*.test.ts',
        '<rootDir>/server/**/*.test.ts',
      ],
      transform,
    },
  ],
};

export default config;
