import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, configFromEnv } from '../config.js';

/**
 * Issue 27: `.env.example` names every setting server/src/config.ts reads, so a new setting
 * without an example line fails here. The names are found two ways at test time: the ones
 * configFromEnv actually reads (an environment that records every look-up, in development and
 * production, with and without the demo seed) and every UPPER_CASE name config.ts passes to a
 * reader or takes from `env` / `process.env` in its text.
 */
const configSource = readFileSync(resolve('server/src/config.ts'), 'utf8');
const example = readFileSync(resolve('.env.example'), 'utf8');

function namesRead(base: Record<string, string>): Set<string> {
  const seen = new Set<string>();
  const env = new Proxy(base, {
    get(target, key) {
      if (typeof key === 'string' && /^[A-Z][A-Z0-9_]*$/.test(key)) seen.add(key);
      return Reflect.get(target, key) as unknown;
    },
  });
  try {
    configFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
  }
  return seen;
}

function namesInSource(source: string): Set<string> {
  const patterns = [
    /\b(?:read|reader)\.\w+\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
    /\benv\.([A-Z][A-Z0-9_]*)\b/g,
    /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
  ];
  return new Set(patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1]!)));
}

/** A name is listed when a line sets it, commented out or not: `NAME=...` or `# NAME=...`. */
const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));

describe('.env.example', () => {
  const read = new Set([
    ...namesRead({}),
    ...namesRead({ NODE_ENV: 'production' }),
    ...namesRead({ SEED_DEMO: 'false' }),
    ...namesRead({ NODE_ENV: 'production', SEED_DEMO: 'true' }),
    ...namesInSource(configSource),
  ]);

  it('finds the settings config.ts reads (the finder itself works)', () => {
    expect([...read]).toEqual(expect.arrayContaining(['NODE_ENV', 'DATABASE_URL', 'TOTP_ENCRYPTION_KEY', 'ADMIN_PASSWORD', 'LOG']));
  });

  it('lists every one of them', () => {
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });

  it('lists nothing config.ts (or the sports feed) does not read, so it never documents a dead setting', () => {
    const elsewhere = new Set(['SPORTS_FEED_SEED']);
    expect([...listed].filter((name) => !read.has(name) && !elsewhere.has(name)).sort()).toEqual([]);
  });
});
