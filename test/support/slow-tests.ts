import { jest } from '@jest/globals';

/**
 * Contract and browser tests start a server on a fresh database, hash passwords with scrypt and
 * drive Chromium on a small, busy machine: each step waits for what it needs, and this is only
 * the upper bound of a test that is truly stuck.
 */
export const SLOW_TEST_MS = 240_000;
jest.setTimeout(SLOW_TEST_MS);
