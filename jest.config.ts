/** @jest-config-loader esbuild-register */
import nextJest from 'next/jest.js';
import type { Config } from 'jest';

const createJestConfig = nextJest({ dir: './' });

/**
 * The component tests run browser code. Lexical (and its signals library) ship ES modules only: compiled here like our
 * own code. isomorphic-dompurify is DOMPurify on the window, as its browser build is (its node build loads jsdom).
 */
const asBrowser = (config: Config): Config => ({
  ...config,
  moduleNameMapper: { ...config.moduleNameMapper, '^isomorphic-dompurify$': 'dompurify' },
  transformIgnorePatterns: config.transformIgnorePatterns?.map((p) => p.replace('/node_modules/(?!.pnpm)(?!(', '/node_modules/(?!.pnpm)(?!(lexical|@lexical/[\\w-]+|@preact/signals-core|')),
});

/** Two projects: components in jsdom, the portal API and server code in node. */
export default async function config(): Promise<Config> {
  return {
  // API tests run real servers on real stores: a busy CI host can take seconds where an idle one takes a fraction,
  // and these tests assert behaviour, not speed (bench measures that).
  testTimeout: 30_000,
  // A seeded store (PGlite folder, PostgreSQL template database) that test portals copy instead of each seeding their own.
  globalSetup: '<rootDir>/tests/jest-global-setup.cjs',
  globalTeardown: '<rootDir>/tests/jest-global-teardown.cjs',
  projects: [
    asBrowser(await createJestConfig({
      displayName: 'dom',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
      testMatch: ['<rootDir>/{modules,registry,shell,ui,editor,builder,page}/**/*.test.tsx', '<rootDir>/tests/unit/**/*.test.tsx'],
    } as Config)()),
    await createJestConfig({
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/portal/**/*.test.ts', '<rootDir>/registry/**/*.test.ts', '<rootDir>/api-client/**/*.test.ts', '<rootDir>/i18n/**/*.test.ts', '<rootDir>/server/**/*.test.ts', '<rootDir>/{modules,contract,shell,ui,editor,builder,page}/**/*.test.ts'],
    } as Config)(),
  ],
  };
}
