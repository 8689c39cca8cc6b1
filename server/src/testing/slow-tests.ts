import { jest } from '@jest/globals';

/**
 * Database-backed tests start an embedded PostgreSQL (seconds) and hash passwords with scrypt
 * at N=2^17 (about a second each on a small machine). jest's per-project testTimeout is not
 * honoured, so test harnesses import this module to raise the limit for their file.
 */
export const SLOW_TEST_MS = 120_000;
jest.setTimeout(SLOW_TEST_MS);
