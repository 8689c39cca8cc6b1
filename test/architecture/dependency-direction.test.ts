import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ruleSet = require('../../.dependency-cruiser.cjs');
const root = path.resolve(process.cwd());

async function violations(baseDir: string, entries: string[]): Promise<{ rule: string; from: string; to: string }[]> {
  const result = await cruise(entries, {
    baseDir,
    ruleSet,
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const out = result.output as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return out.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

/**
 * The rules themselves are tested here on fixtures; the real tree is checked once per run by
 * `npm run deps:check` (part of `npm test`), so this file does not cruise it a second time.
 */
describe('the dependency-direction check', () => {
  it('fails when core imports a forbidden module (react, ky, node:fs, another package)', async () => {
    const found = await violations(path.join(root, 'test/fixtures/forbidden-imports'), ['core/src/bad.ts']);
    const targets = found.filter((v) => v.from === 'core/src/bad.ts').map((v) => v.to);
    expect(targets.some((t) => t.includes('react'))).toBe(true);
    expect(targets.some((t) => t.includes('ky'))).toBe(true);
    expect(targets.some((t) => t === 'fs' || t.includes('node:fs'))).toBe(true);
    expect(targets.some((t) => t.startsWith('ui/'))).toBe(true);
    expect(targets.some((t) => t.includes('rxjs'))).toBe(false);
  });

  it('lets core import rxjs, immer and date-fns', async () => {
    const found = await violations(path.join(root, 'test/fixtures/forbidden-imports'), ['core/src/good.ts']);
    expect(found).toEqual([]);
  });
});
