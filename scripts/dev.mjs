// Dev mode: the API server (restarted on change by tsx watch) plus Vite's dev server with hot
// reload, which proxies /api (SSE included) to the server. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn('npx', ['vite', '--config', 'app/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${port}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
