import { parseArgs } from 'node:util';
import { TerminalApp } from './terminal-app.js';
import { LineReader } from './terminal-io.js';

/** The reference server's API on a developer's machine (`npm start`). */
const DEFAULT_API_URL = 'http://127.0.0.1:3000/api';

const { values } = parseArgs({ options: { api: { type: 'string' } } });
const apiBaseUrl = values.api ?? process.env['BET_API_URL'] ?? DEFAULT_API_URL;

const app = new TerminalApp(apiBaseUrl, new LineReader(process.stdin, process.stdout), (line) => process.stdout.write(`${line}\n`));
await app.run();
// Open keep-alive sockets and the member's live stream must not keep a finished terminal alive.
process.exit(0);
