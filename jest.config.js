// One jest run for the whole monorepo: one project per package, all in ESM mode
// (ky and inversify are ESM-only). Type checking is done by `tsc -b`, so ts-jest
// only transpiles (isolatedModules) and the suite stays fast.
const tsJest = ['ts-jest', { useESM: true, tsconfig: { isolatedModules: true, jsx: 'react-jsx' }, diagnostics: false }];

const base = (name, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: {
    '^@bet/(core|adapters|ui|server)$': '<rootDir>/../$1/src/index.ts',
    '^@bet/(core|adapters|ui|server)/(.*)$': '<rootDir>/../$1/src/$2',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  ...extra,
});

export default {
  projects: [
    base('core'),
    base('test', { testPathIgnorePatterns: ['/fixtures/', '/node_modules/'] }),
  ],
  coverageProvider: 'v8',
  collectCoverageFrom: ['core/src/**/*.ts', '!core/src/**/*.test.ts', '!core/src/**/testing/**', '!core/src/**/index.ts'],
  coverageThreshold: { './core/src/': { lines: 90 } },
  coverageReporters: ['text-summary', 'json-summary'],
};
