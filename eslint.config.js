// ESLint (flat config): typescript-eslint's recommended rules, the rules of hooks, import hygiene,
// and core's purity rules (core must stay deterministic: time, randomness and the DOM come
// through ports). Formatting is Prettier's job (eslint-config-prettier turns off style rules).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const CORE_PURITY = {
  'no-restricted-globals': [
    'error',
    { name: 'window', message: 'core is pure: reach the browser through a port (adapters).' },
    { name: 'document', message: 'core is pure: reach the browser through a port (adapters).' },
    { name: 'localStorage', message: 'core is pure: use the storage port.' },
  ],
  'no-restricted-properties': [
    'error',
    { object: 'Date', property: 'now', message: 'core is pure: take the time from the Clock port.' },
    { object: 'Math', property: 'random', message: 'core is pure: take randomness from a port (IdGenerator, a random source).' },
  ],
};

const TYPED_TOKEN_MESSAGE = 'A container type argument is unchecked: use resolveToken/bindToken (app/src/container/typed-tokens.ts).';
const TYPED_TOKEN_RULES = [
  // ctx.get<T>(X), container.getAll<T>(X), container.bind<T>(X)... (a route's app.get<{...}>('/path') is Fastify's, not a container's).
  {
    selector:
      'CallExpression[typeArguments][callee.property.name=/^(get|getAsync|getAll|getAllAsync|bind|rebind|rebindSync)$/]:not([arguments.0.type=/^(Literal|TemplateLiteral)$/])',
    message: TYPED_TOKEN_MESSAGE,
  },
  // A container module's own bind<T>(X) / rebind<T>(X).
  { selector: 'CallExpression[typeArguments][callee.name=/^(bind|rebind|rebindSync)$/]', message: TYPED_TOKEN_MESSAGE },
  // The same trust as a cast: ctx.get(Clock) as Clock.
  {
    selector: 'TSAsExpression > CallExpression.expression[callee.property.name=/^get(Async)?$/][arguments.0.name=/^[A-Z]/]',
    message: TYPED_TOKEN_MESSAGE,
  },
];

/**
 * Consumers of core (issue 28) import a feature's entry, `@bet/core/<feature>`, which names where a
 * thing lives and is what the packed package exports: never the root (the shared kernel, kept for
 * other front ends) nor a file inside a feature. Core's own files import each other relatively.
 */
const CORE_ENTRY_PATTERNS = [
  {
    regex: '^@bet/core$',
    message: "import the feature's subpath (@bet/core/<feature>, e.g. @bet/core/shared for money and odds), not the root.",
  },
  {
    regex: '^@bet/core/[\\w-]+/',
    message: 'import @bet/core/<feature>, not a file inside it: add the name to the feature index if it is missing.',
  },
];

/** A feature index lists its names: `export *` would make every later export of a file public unseen (issue 31). */
const NO_EXPORT_ALL = {
  selector: 'ExportAllDeclaration[exported=null]',
  message: "export names explicitly (export { a } from './x.js'; export type { B } from './x.js'), not export *.",
};

const INDEX_ONLY_REEXPORTS = {
  selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
  message: "an index file only re-exports names (export { a } from './x.js'): code lives in the feature's files.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tsbuild/**',
      'docs/api-reference/**',
      'coverage/**',
      'test-results/**',
      'test/fixtures/**',
      'server/files/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Tests read JSON answers of any shape; production code keeps `any` out.
  { files: ['**/*.test.{ts,tsx}', '**/testing/**', 'test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['core/src/**/*.ts'], ignores: ['core/src/**/*.test.ts', 'core/src/**/testing/**'], rules: CORE_PURITY },
  {
    files: ['{ui,app,server,test,adapters}/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: CORE_ENTRY_PATTERNS }] },
  },
  // Other front ends build on the packages' public entry points only: one feature's index of core,
  // adapters' root or one folder (issue 28: the terminal client runs from the packed tarballs, whose exports are those).
  {
    files: ['examples/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...CORE_ENTRY_PATTERNS,
            {
              regex: '^@bet/adapters/(?![\\w-]+$)',
              message: 'import @bet/adapters or one entry (@bet/adapters/<folder>): the package exports those only.',
            },
            { regex: '^@bet/(ui|app|server|test)', message: 'a front end builds on @bet/core and @bet/adapters only.' },
          ],
        },
      ],
    },
  },
  // Typed tokens: a port token carries its type (core's PortToken<T>), so the container is read and
  // bound through app/src/container/typed-tokens.ts, never with a type argument taken on trust.
  // test/architecture/typed-tokens.test.ts lints planted examples against this rule; another
  // `no-restricted-syntax` for these files must join this list (a later entry would replace it).
  { files: ['**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...TYPED_TOKEN_RULES] } },
  {
    files: ['core/src/**/*.ts', 'adapters/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TYPED_TOKEN_RULES, NO_EXPORT_ALL] },
  },
  // A package's index files are lists of re-exported names, nothing else (checked here), so they are
  // exempt from max-lines below: core/src/api/contracts/index.ts names every contract.
  {
    files: ['core/src/**/index.ts', 'adapters/src/**/index.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TYPED_TOKEN_RULES, NO_EXPORT_ALL, INDEX_ONLY_REEXPORTS] },
  },
  // Whole-module aliases, not soup: the contracts' barrel takes each contract file whole and
  // @bet/core/api takes the barrel whole (every contract is public by design), and the package root
  // is the shared kernel under the package's name. Lists there would only repeat ~240 names.
  {
    files: ['core/src/index.ts', 'core/src/api/index.ts', 'core/src/api/contracts/index.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TYPED_TOKEN_RULES, INDEX_ONLY_REEXPORTS] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } } },
  // The team's rule (docs/engineering-rules.md): small files, every line counted. Tests are exempt:
  // a test file reads best with all of one unit's cases together.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.test.ts', 'core/src/**/index.ts', 'adapters/src/**/index.ts'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  prettier,
  // After eslint-config-prettier (which turns max-len off): Prettier wraps code at 140 but cannot
  // wrap a long string, SQL template or regex, which stay whole so they can be searched for.
  // Everything else, comments included, fits the width.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-len': ['error', { code: 140, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true }],
    },
  },
);
