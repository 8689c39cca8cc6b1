// Builds the server to one JavaScript file (server/dist/main.js) that `node` starts: the
// workspace packages (@bet/core, the server's own sources) are bundled from TypeScript; every
// npm dependency stays external and is loaded from node_modules as usual. Type checking is
// `tsc -b`'s job; this only transpiles and links.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const dependenciesOf = (file) => {
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies });
};
const external = [
  ...new Set([...dependenciesOf('package.json'), ...dependenciesOf('server/package.json'), ...dependenciesOf('core/package.json')]),
].filter((name) => !name.startsWith('@bet/'));

const result = await build({
  entryPoints: { main: 'server/src/main.ts', 'seed-cli': 'server/src/seed-cli.ts' },
  outdir: 'server/dist',
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
console.log(`server built: server/dist/main.js (${modules} modules bundled, ${external.length} packages external)`);
