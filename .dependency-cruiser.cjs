/**
 * The direction of imports (ARCHITECTURE.md): arrows point inward only.
 * core -> rxjs, immer, date-fns only; ui -> core; adapters -> core; app -> all; server -> core.
 */
const CORE_ALLOWED = '^(rxjs|immer|date-fns)($|/)';
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-rxjs-immer-date-fns',
      comment: 'core is pure TypeScript: it may import only rxjs, immer and date-fns',
      severity: 'error',
      from: { path: '^core/src', pathNot: '\\.test\\.ts$|/testing/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core', 'unknown', 'undetermined'],
        pathNot: `node_modules/${CORE_ALLOWED.slice(1)}`,
      },
    },
    {
      name: 'core-stays-in-core',
      severity: 'error',
      from: { path: '^core/src' },
      to: { path: '^(adapters|ui|app|server|test)/' },
    },
    {
      name: 'ui-never-imports-adapters-app-server',
      severity: 'error',
      from: { path: '^ui/src' },
      to: { path: '^(adapters|app|server)/|node_modules/(ky|inversify|reflect-metadata)/' },
    },
    {
      name: 'adapters-only-know-core',
      severity: 'error',
      from: { path: '^adapters/src' },
      to: { path: '^(ui|app|server)/' },
    },
    {
      name: 'server-only-knows-core',
      severity: 'error',
      from: { path: '^server/src' },
      to: { path: '^(ui|app|adapters)/' },
    },
    {
      name: 'only-app-knows-inversify',
      severity: 'error',
      from: { path: '^(core|ui|adapters|server)/src' },
      to: { path: 'node_modules/(inversify|reflect-metadata)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.tsbuild|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
