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

/**
 * Projects under test/ that load the server: its deep imports ('@bet/core/charge/domain/messages.js',
 * '@bet/server/routes/sports/index.js') name .ts sources by their .js names, as in the server project.
 */
const crossPackage = (name, extra) =>
  base(name, {
    displayName: name,
    rootDir: '<rootDir>/test',
    // Per-project testTimeout is not honoured: the setup file raises the limit instead.
    setupFilesAfterEnv: ['<rootDir>/support/slow-tests.ts'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          useESM: true,
          diagnostics: false,
          tsconfig: { isolatedModules: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', esModuleInterop: true },
        },
      ],
    },
    moduleNameMapper: {
      '^@bet/(core|adapters|server)$': '<rootDir>/../$1/src/index.ts',
      '^@bet/(core|adapters|server)/(.*)\\.js$': '<rootDir>/../$1/src/$2',
      '^@bet/(core|adapters|server)/(.*)$': '<rootDir>/../$1/src/$2',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    ...extra,
  });

export default {
  // No forceExit: every test closes its servers, browsers and sockets, and jest exits by itself
  // (a leak shows as "Jest did not exit one second after the test run has completed").
  // On 2 cores jest would pick one worker and run in band, where the ESM module registries of
  // ~300 suites pile up (10 GB seen). Two workers recycled past 1.5 GB keep memory and time sane.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1536MB',
  projects: [
    // core depends only on rxjs, immer and date-fns, which ship CommonJS builds: compiling it to
    // CommonJS for jest is ~8x faster than jest's VM-modules ESM mode (26 s vs 234 s for the
    // whole core suite on this 2-core machine), which keeps the core suite under its 30 s budget.
    base('core', {
      extensionsToTreatAsEsm: [],
      transform: {
        '^.+\\.ts$': [
          'ts-jest',
          {
            useESM: false,
            diagnostics: false,
            tsconfig: { isolatedModules: true, module: 'CommonJS', moduleResolution: 'Node10', esModuleInterop: true },
          },
        ],
      },
    }),
    base('adapters', { testTimeout: 20000 }),
    base('ui', { testEnvironment: 'jsdom' }),
    base('test', { testPathIgnorePatterns: ['/fixtures/', '/node_modules/', '<rootDir>/e2e/', '<rootDir>/contract/'] }),
    // The adapters against the real server, and the site in Chromium against the real server
    // (test/support starts both in-process on a fresh in-memory database).
    crossPackage('contract', { testMatch: ['<rootDir>/contract/**/*.test.ts'] }),
    crossPackage('e2e', { testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'], globalSetup: '<rootDir>/support/global-setup.ts' }),
    base('server', {
      testTimeout: 30000,
      // server/ has no tsconfig of its own yet: say ESM explicitly.
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          {
            useESM: true,
            diagnostics: false,
            tsconfig: { isolatedModules: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', esModuleInterop: true },
          },
        ],
      },
      // Deep imports such as '@bet/core/bet-slip/index.js' name the .ts source without its extension.
      moduleNameMapper: {
        '^@bet/(core|server)$': '<rootDir>/../$1/src/index.ts',
        '^@bet/(core|server)/(.*)\\.js$': '<rootDir>/../$1/src/$2',
        '^@bet/(core|server)/(.*)$': '<rootDir>/../$1/src/$2',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
    }),
  ],
  // istanbul (babel) instrumentation: v8 coverage conversion made the core suite ~6x slower here.
  coverageProvider: 'babel',
  collectCoverageFrom: ['core/src/**/*.ts', '!core/src/**/*.test.ts', '!core/src/**/testing/**', '!core/src/**/index.ts'],
  coverageThreshold: { './core/src/': { lines: 90 } },
  coverageReporters: ['text-summary', 'json-summary'],
};
