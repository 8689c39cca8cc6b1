/**
 * The published packages as another front end's developer gets them: `npm pack` of @bet/core and
 * @bet/adapters (prepack builds dist), the tarballs installed into a fresh project in the system's
 * temporary folder (outside the workspace, so nothing resolves to the workspace's sources or its
 * hoisted node_modules), and there: every exported subpath imported by plain Node ESM, a consumer
 * type-checked by `tsc --strict` under `nodenext`, and a consumer built by Vite. The published
 * files' bare imports are checked against each package's declared dependencies, and the API
 * reference (TypeDoc over the packed build's declarations, typedoc.json) builds without a warning.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BET_SLIP_MESSAGES } from '@bet/core/bet-slip';
import { oddsFromPrice, payout, totalOdds, won, type Odds } from '@bet/core/shared';
import { childEnv, PACKED_PACKAGES as PACKAGES, packedInstall, run, workFolderIn } from '../support/packed-packages.js';
import { repoPath } from '../support/paths.js';
import { undeclaredImports } from './undeclared-imports.js';

const SETUP_MS = 300_000;
const STEP_MS = 120_000;

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const exportsOf = (packageDir: string): Record<string, unknown> =>
  readJson(join(packageDir, 'package.json')).exports as Record<string, unknown>;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));

/** The packed install (shared, see packedInstall) and this run's own folder inside it. */
let install = '';
let consumer = '';
const work = (): string => consumer;
const installed = (name: string): string => join(install, 'node_modules', name);
/** Every import path a consumer may write: '@bet/core', '@bet/core/bet-slip', ... */
const subpaths = (): string[] =>
  PACKAGES.flatMap(({ name }) =>
    Object.keys(exportsOf(installed(name)))
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? name : `${name}/${key.slice(2)}`)),
  );

beforeAll(() => {
  install = packedInstall();
  consumer = workFolderIn(install, 'consumer');
}, SETUP_MS);

afterAll(() => {
  if (consumer) rmSync(consumer, { recursive: true, force: true });
});

describe('the packed packages', () => {
  it('hold built JavaScript, declarations and maps only, and export every feature folder', () => {
    for (const { name, folder } of PACKAGES) {
      const files = filesUnder(installed(name));
      const unexpected = files.filter(
        (file) => !['package.json', 'README.md', 'CHANGELOG.md'].includes(file) && !/^dist\/.*\.(js|js\.map|d\.ts)$/.test(file),
      );
      expect(unexpected).toEqual([]);
      expect(files.filter((file) => file.includes('.test.'))).toEqual([]);
      const targets = Object.values(exportsOf(installed(name))).flatMap((target) =>
        typeof target === 'string' ? [target] : Object.values(target as Record<string, string>),
      );
      expect(targets.filter((target) => /\.ts$/.test(target) && !target.endsWith('.d.ts'))).toEqual([]);
      expect(targets.filter((target) => !existsSync(join(installed(name), target)))).toEqual([]);
      // One subpath per source folder with an index: a new feature folder cannot be left unexported.
      const folders = readdirSync(repoPath(folder, 'src'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && existsSync(repoPath(folder, 'src', entry.name, 'index.ts')))
        .map((entry) => `./${entry.name}`);
      expect(Object.keys(exportsOf(installed(name))).sort()).toEqual(['.', './package.json', ...folders].sort());
    }
    // The core rule: rxjs, immer and date-fns only.
    expect(Object.keys(readJson(join(installed('@bet/core'), 'package.json')).dependencies as object).sort()).toEqual([
      'date-fns',
      'immer',
      'rxjs',
    ]);
  });

  it('import nothing their package.json does not declare', () => {
    for (const { name } of PACKAGES) expect(undeclaredImports(installed(name))).toEqual([]);
  });

  it('load in plain Node ESM: every subpath, and the rules give the same answers as the sources', () => {
    const script = `
      const subpaths = JSON.parse(process.argv[1]);
      const empty = [];
      for (const subpath of subpaths) if (Object.keys(await import(subpath)).length === 0) empty.push(subpath);
      const { validateBetSubmit } = await import('@bet/core/bet-slip');
      const { won, odds, oddsFromPrice, totalOdds, payout } = await import('@bet/core/shared');
      const { MemoryCookieJar } = await import('@bet/adapters/http');
      const refused = validateBetSubmit({
        loggedIn: true, entryCount: 1, amount: 10000.5, totalOdds: odds(185),
        limits: { minBet: won(5000), maxBet: won(3000000), maxWinnings: won(10000000) },
      });
      const jar = new MemoryCookieJar();
      jar.store(['csrf=token-1; Path=/; SameSite=Lax']);
      console.log(JSON.stringify({
        empty,
        refusal: refused.ok ? null : refused.error,
        payout: payout(won(10000), totalOdds([oddsFromPrice('1.85'), oddsFromPrice(2)])),
        csrf: jar.get('csrf'),
      }));`;
    const out = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(subpaths())], consumer)) as Record<
      string,
      unknown
    >;
    const legs = [oddsFromPrice('1.85'), oddsFromPrice(2)] as Odds[];
    expect(out).toEqual({
      empty: [],
      refusal: { kind: 'decimalAmount', message: BET_SLIP_MESSAGES.decimalAmount },
      payout: payout(won(10_000), totalOdds(legs)),
      csrf: 'token-1',
    });
    expect(BET_SLIP_MESSAGES.decimalAmount).toBe('소수점으로 베팅 불가합니다.');
  });

  it(
    'type-check a consumer with tsc --strict under nodenext, types from the installed packages',
    () => {
      writeFileSync(
        join(consumer, 'consumer.ts'),
        `import { validateBetSubmit, type BetSubmitCheck } from '@bet/core/bet-slip';
import { createApiClient } from '@bet/core/api';
import { odds, won, type Clock, type Won } from '@bet/core/shared';
import { FakeClock } from '@bet/core/testing';
import { KyHttpPort, MemoryCookieJar } from '@bet/adapters/http';
import { SystemClock } from '@bet/adapters';

const check: BetSubmitCheck = {
  loggedIn: true,
  entryCount: 1,
  amount: 10_000.5,
  totalOdds: odds(185),
  limits: { minBet: won(5_000), maxBet: won(3_000_000), maxWinnings: won(10_000_000) },
};
const result = validateBetSubmit(check);
export const shown: string = result.ok ? 'ok' : result.error.message;
export const stake: Won | null = result.ok ? result.value : null;
export const api = createApiClient(new KyHttpPort({ baseUrl: 'http://127.0.0.1:1/api', cookieJar: new MemoryCookieJar() }));
export const clocks: Clock[] = [new FakeClock(0), new SystemClock()];
// @ts-expect-error the types are real: a stake is a number, never a string
won('10000');
// @ts-expect-error the refusal kinds are a closed union
export const kind: 'no-such-kind' | undefined = result.ok ? undefined : result.error.kind;
`,
      );
      writeFileSync(
        join(consumer, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: { strict: true, module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', noEmit: true, types: [] },
          files: ['consumer.ts'],
        }),
      );
      run(process.execPath, [repoPath('node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], consumer);
    },
    STEP_MS,
  );

  it(
    'build into a Vite app',
    () => {
      const app = join(consumer, 'web');
      mkdirSync(app);
      writeFileSync(join(app, 'index.html'), '<!doctype html><div id="slip"></div><script type="module" src="./main.ts"></script>\n');
      writeFileSync(
        join(app, 'main.ts'),
        `import { validateBetSubmit } from '@bet/core/bet-slip';
import { odds, won } from '@bet/core/shared';
import { SystemClock } from '@bet/adapters/clock';
const result = validateBetSubmit({ loggedIn: true, entryCount: 1, amount: 10_000.5, totalOdds: odds(185),
  limits: { minBet: won(5_000), maxBet: won(3_000_000), maxWinnings: won(10_000_000) } });
document.getElementById('slip')!.textContent = result.ok ? '' : result.error.message;
new SystemClock().every(1000).subscribe((tick) => (document.title = String(tick)));
`,
      );
      run(
        process.execPath,
        [repoPath('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
        app,
        childEnv({ NODE_ENV: 'production' }),
      );
      const bundles = filesUnder(join(app, 'dist')).filter((file) => file.endsWith('.js'));
      expect(bundles).toHaveLength(1);
      const bundle = readFileSync(join(app, 'dist', bundles[0]!), 'utf8');
      // The rule and its Korean message came through the package (raw or \\u-escaped by the minifier).
      const escaped = [...BET_SLIP_MESSAGES.decimalAmount]
        .map((c) => (c.charCodeAt(0) > 127 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
        .join('');
      expect(bundle.includes(BET_SLIP_MESSAGES.decimalAmount) || bundle.toLowerCase().includes(escaped)).toBe(true);
    },
    STEP_MS,
  );

  it('catch a published file that imports an undeclared package', () => {
    const planted = join(work(), 'planted-core');
    cpSync(installed('@bet/core'), planted, { recursive: true });
    const js = join(planted, 'dist/index.js');
    const dts = join(planted, 'dist/index.d.ts');
    writeFileSync(js, `import leftPad from 'left-pad';\n${readFileSync(js, 'utf8')}`);
    writeFileSync(
      dts,
      `/// <reference types="node" />\nexport type Planted = import('undeclared-types').Thing;\n${readFileSync(dts, 'utf8')}`,
    );
    expect(undeclaredImports(planted)).toEqual(
      expect.arrayContaining([
        { file: 'dist/index.js', specifier: 'left-pad' },
        { file: 'dist/index.d.ts', specifier: 'undeclared-types' },
        { file: 'dist/index.d.ts', specifier: '@types/node' },
      ]),
    );
    expect(undeclaredImports(planted)).toHaveLength(3);
  });

  it(
    'document every exported subpath with TypeDoc, without a warning',
    () => {
      // The workspace's dist as `npm run docs:api` builds it (the packed install may come from an
      // earlier run); typedoc.json makes any warning an error (exit code 4).
      run(process.execPath, [repoPath('scripts/build-package.mjs'), '--if-stale', 'core', 'adapters'], repoPath());
      const out = join(work(), 'api-reference');
      run(process.execPath, [repoPath('node_modules/typedoc/bin/typedoc'), '--out', out, '--logLevel', 'Warn'], repoPath());
      // A page per feature subpath ('@bet/core/bet-slip' -> _bet_core.bet-slip.html); '.' re-exports them all.
      const expected = subpaths()
        .filter((subpath) => subpath.split('/').length === 3)
        .map((subpath) => `${subpath.replace('@', '_').replace('/', '_').replace('/', '.')}.html`);
      expect(readdirSync(join(out, 'modules'))).toEqual(expect.arrayContaining(expected));
      expect(expected.length).toBeGreaterThan(30);
    },
    STEP_MS,
  );
});
