import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packedInstall, workFolderIn } from './packed-packages.js';
import { repoPath } from './paths.js';
import { LIVE_TIMEOUT_MS } from './sse-kit.js';

/** tsx's loader, by path: the client's copy lives outside the workspace, where no tsx is installed. */
const TSX_LOADER = pathToFileURL(repoPath('node_modules/tsx/dist/loader.mjs')).href;

/**
 * A copy of the terminal client's sources (examples/terminal-client/src) inside the packed install
 * (support/packed-packages.ts): there its `@bet/core/...` and `@bet/adapters/node` imports resolve to
 * the packed tarballs' dist, never to the workspace's sources, as for another team's front end.
 */
function clientBesidePackedPackages(): string {
  const dir = workFolderIn(packedInstall(), 'terminal-client');
  cpSync(repoPath('examples/terminal-client/src'), join(dir, 'src'), { recursive: true });
  return dir;
}

/**
 * The terminal client as a person uses it: a child process (tsx) pointed at an API, fed lines on
 * its stdin, read on its stdout. `expect` waits for the next output matching a pattern, from where
 * the last match ended, so a test reads the conversation in order.
 */
export class TerminalDriver {
  private output = '';
  private errors = '';
  private cursor = 0;
  private readonly exited: Promise<number | null>;
  private readonly wake = new Set<() => void>();

  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
  ) {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.received(chunk, 'out'));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => this.received(chunk, 'err'));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  /**
   * Starts the client against `apiUrl`, built on the packed packages (jest's ESM flag is not passed
   * on: the client is a plain Node program).
   */
  static start(apiUrl: string): TerminalDriver {
    const { NODE_OPTIONS: _jestFlags, ...env } = process.env;
    const dir = clientBesidePackedPackages();
    const child = spawn(process.execPath, ['--import', TSX_LOADER, 'src/main.ts', '--api', apiUrl], {
      cwd: dir,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return new TerminalDriver(child, dir);
  }

  /** Types one line. */
  send(line: string): void {
    this.child.stdin!.write(`${line}\n`);
  }

  /** Everything the client printed so far. */
  get transcript(): string {
    return this.output;
  }

  /** Waits for the next output matching `pattern` after the last match; returns the match. */
  expect(pattern: RegExp | string, timeoutMs = LIVE_TIMEOUT_MS): Promise<RegExpExecArray> {
    const regex = typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : pattern;
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        const match = regex.exec(this.output.slice(this.cursor));
        if (!match) return false;
        this.cursor += match.index + match[0].length;
        done();
        resolve(match);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(
            `waited ${timeoutMs} ms for ${regex}; the client printed after the last match:\n${this.output.slice(this.cursor)}\nstderr:\n${this.errors}`,
          ),
        );
      }, timeoutMs);
      const wake = (): void => void check();
      const done = (): void => {
        clearTimeout(timer);
        this.wake.delete(wake);
      };
      if (!check()) this.wake.add(wake);
    });
  }

  /** Types "종료" and waits for the process to end; returns its exit code. */
  async quit(): Promise<number | null> {
    this.send('종료');
    this.child.stdin!.end();
    const code = await this.exited;
    this.removeCopy();
    return code;
  }

  /** Ends the process if a test failed before `quit`. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
    await this.exited;
    this.removeCopy();
  }

  private removeCopy(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private received(chunk: string, stream: 'out' | 'err'): void {
    if (stream === 'err') this.errors += chunk;
    else this.output += chunk;
    for (const wake of [...this.wake]) wake();
  }
}
