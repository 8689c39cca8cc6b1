// `npm run build [-- --out DIR]`: builds dist/production/ (or DIR), the one folder a machine needs
// to run the site, in the layout main.ts expects relative to its working directory:
//
//   server/dist/*.js      the server bundle and the operator's commands (backup, restore, seed, key rotation)
//   server/migrations/    found by migrate.ts next to server/dist
//   server/files/         the site's files (FILES_DIR default)
//   app/dist/             the built UI (UI_DIR default), without source maps
//   package.json          production dependencies only, at the versions installed and tested here
//   package-lock.json     the repository's lock cut down to those dependencies (same versions)
//   .env.example          every setting, to copy to .env
//
// The UI (Vite) and the server (scripts/build-server.mjs) are built straight into a staging folder
// next to the target, never into app/dist or server/dist, so a build never changes what a running
// `npm start` or test serves; the staging folder replaces the target only once it is complete.
// On the target: `npm ci --omit=dev` (or `npm install --omit=dev`), then `node --env-file=.env
// --enable-source-maps server/dist/main.js` (`npm start`). docs/operations.md has the whole story.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const out = resolve(parseArgs({ options: { out: { type: 'string', default: join(root, 'dist/production') } } }).values.out);
const stage = `${out}.building-${process.pid}`;
const readJson = (file) => JSON.parse(readFileSync(resolve(root, file), 'utf8'));

function step(command, args) {
  const done = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) {
    rmSync(stage, { recursive: true, force: true });
    throw new Error(`${command} ${args.join(' ')} failed (${done.status ?? done.signal})`);
  }
}

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
const vite = join(root, 'node_modules/vite/bin/vite.js');
step(process.execPath, [
  vite,
  'build',
  '--config',
  'app/vite.config.ts',
  '--outDir',
  join(stage, 'app/dist'),
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
step(process.execPath, ['scripts/build-server.mjs', `--outdir=${join(stage, 'server/dist')}`]);

/**
 * The packages the server needs at run time: its declared dependencies (some, like jsdom, are
 * loaded with require() on first use, which the bundler cannot see) and every package the bundles
 * import. Workspace packages are inside the bundle; tsx only runs the TypeScript sources in
 * development.
 */
const NOT_AT_RUN_TIME = new Set(['tsx']);
const serverDependencies = Object.keys(readJson('server/package.json').dependencies ?? {});
const names = [...new Set([...serverDependencies, ...readJson(join(stage, 'server/dist/externals.json'))])]
  .filter((name) => !name.startsWith('@bet/') && !NOT_AT_RUN_TIME.has(name))
  .sort();

const VERSION = readJson('package.json').version ?? '0.0.0';
const ENGINES = readJson('package.json').engines;
const lock = readJson('package-lock.json');
const installed = (name) => {
  const entry = lock.packages[`node_modules/${name}`];
  if (!entry?.version) throw new Error(`${name} is not in package-lock.json's node_modules: run npm install`);
  return entry.version;
};
const dependencies = Object.fromEntries(names.map((name) => [name, installed(name)]));

/** Where node (and npm) finds `dep` required from the package at lock path `from`. */
function resolveIn(from, dep) {
  const parts = from ? from.split('/node_modules/') : [];
  for (let depth = parts.length; depth >= 0; depth--) {
    const base = parts.slice(0, depth).join('/node_modules/');
    const path = base ? `${base}/node_modules/${dep}` : `node_modules/${dep}`;
    if (lock.packages[path]) return path;
  }
  return null;
}

/**
 * The repository's lock cut down to what `dependencies` reach: the same entries (version,
 * resolved, integrity) at the same paths, so the folder installs exactly what was tested. An
 * entry reached only through optional dependencies stays optional (platform binaries).
 */
function prunedLock() {
  const required = new Set();
  const optional = new Set();
  const visit = (path, viaOptional) => {
    if (viaOptional ? required.has(path) || optional.has(path) : required.has(path)) return;
    (viaOptional ? optional : required).add(path);
    const entry = lock.packages[path];
    const edges = [
      ...Object.keys({ ...entry.dependencies, ...entry.peerDependencies }).map((d) => [d, viaOptional]),
      ...Object.keys(entry.optionalDependencies ?? {}).map((d) => [d, true]),
    ];
    for (const [dep, isOptional] of edges) {
      const target = resolveIn(path, dep);
      if (target) visit(target, isOptional);
      else if (!isOptional && !entry.peerDependenciesMeta?.[dep]?.optional)
        throw new Error(`${path} needs ${dep}, which the lock does not have`);
    }
  };
  for (const name of names) visit(`node_modules/${name}`, false);
  const packages = { '': { name: 'betsite-production', version: VERSION, dependencies, engines: ENGINES } };
  for (const path of [...new Set([...required, ...optional])].sort()) {
    // Flags about the repository's tree (dev, peer...) do not hold in this one.
    const entry = { ...lock.packages[path] };
    for (const flag of ['dev', 'devOptional', 'optional', 'peer']) delete entry[flag];
    packages[path] = required.has(path) ? entry : { ...entry, optional: true };
  }
  return { name: 'betsite-production', version: VERSION, lockfileVersion: 3, requires: true, packages };
}

// The UI's source maps stay behind: production serves none (config.ts serveSourceMaps).
const dropMaps = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) dropMaps(path);
    else if (entry.name.endsWith('.map')) rmSync(path);
  }
};
dropMaps(join(stage, 'app/dist'));
rmSync(join(stage, 'server/dist/externals.json'));
cpSync(join(root, 'server/migrations'), join(stage, 'server/migrations'), { recursive: true });
cpSync(join(root, 'server/files'), join(stage, 'server/files'), { recursive: true });
cpSync(join(root, '.env.example'), join(stage, '.env.example'));

const start = 'node --enable-source-maps server/dist/main.js';
const pkg = {
  name: 'betsite-production',
  version: VERSION,
  private: true,
  type: 'module',
  engines: ENGINES,
  scripts: {
    start,
    seed: 'node --enable-source-maps server/dist/seed-cli.js',
    backup: 'node server/dist/backup-cli.js backup',
    restore: 'node server/dist/backup-cli.js restore',
    'rotate-totp-key': 'node server/dist/rotate-totp-key-cli.js',
  },
  dependencies,
};
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(join(stage, 'package-lock.json'), `${JSON.stringify(prunedLock(), null, 2)}\n`);
rmSync(out, { recursive: true, force: true });
renameSync(stage, out);
console.log(`production folder: ${out} (${names.length} dependencies: ${names.join(', ')}); start it with: ${start}`);
