// Builds the server to one JavaScript file (server/dist/main.js) that `node` starts: the
// workspace packages (@bet/core, the server's own sources) are bundled from TypeScript (@bet/core
// through the root tsconfig's `paths`, to its sources: its package exports name its built dist); every
// npm dependency stays external and is loaded from node_modules as usual. Type checking is
// `tsc -b`'s job; this only transpiles and links. Besides main.js it builds the operator's
// commands (seed, backup/restore, TOTP key rotation) and writes server/dist/externals.json: the npm
// packages the bundles import, which the production folder (scripts/build-production.mjs) installs.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { parseArgs } from 'node:util';

// --outdir: where to write (server/dist by default; the production build writes to its own folder).
const outdir = parseArgs({ options: { outdir: { type: 'string', default: 'server/dist' } } }).values.outdir;

const dependenciesOf = (file) => {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies });
};
const external = [
  ...new Set([...dependenciesOf('package.json'), ...dependenciesOf('server/package.json'), ...dependenciesOf('core/package.json')]),
].filter((name) => !name.startsWith('@bet/'));

const result = await build({
  entryPoints: {
    main: 'server/src/main.ts',
    'seed-cli': 'server/src/seed-cli.ts',
    'backup-cli': 'server/src/ops/backup-cli.ts',
    'rotate-totp-key-cli': 'server/src/ops/rotate-totp-key-cli.ts',
  },
  outdir,
  tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  metafile: true,
  logLevel: 'warning',
});
const modules = Object.keys(result.metafile.inputs).length;
// 'pg', '@electric-sql/pglite/x' -> the package's name; node's own modules are not packages.
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');
const imported = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external && !i.path.startsWith('node:'))
    .map((i) => packageOf(i.path))
    .filter((name) => external.includes(name)),
);
writeFileSync(join(outdir, 'externals.json'), `${JSON.stringify([...imported].sort(), null, 2)}\n`);
console.log(`server built: ${join(outdir, 'main.js')} (${modules} modules bundled, ${external.length} packages external)`);
