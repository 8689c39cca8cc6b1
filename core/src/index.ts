/**
 * The root of @bet/core: the shared kernel (Result, money, odds, KST dates, the ports a front end
 * implements and their tokens), the same module as `@bet/core/shared` under the package's name.
 * Everything else is imported from its feature's subpath, which names where a thing lives and
 * keeps a consumer from loading features it does not use:
 * `import { BetSlipViewModel } from '@bet/core/bet-slip'`, `import { createApiClient } from '@bet/core/api'`.
 * The fakes of the ports are `@bet/core/testing`. Inside this repository every import names a
 * feature subpath (ESLint `no-restricted-imports`); this root serves other front ends.
 */
export * from './shared/index.js';
