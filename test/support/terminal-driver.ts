import { spawn, type ChildProcess } from 'node:child_process';
import { repoPath } from './paths.js';
import { LIVE_TIMEOUT_MS } from './sse-kit.js';

/** The terminal client's folder (examples/terminal-client): it runs from there with tsx, as its README says. */
const CLIENT_DIR = repoPath('examples/terminal-client');

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

  private constructor(private readonly child: ChildProcess) {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => this.received(chunk, 'out'));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => this.received(chunk, 'err'));
    this.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  }

  /** Starts the client against `apiUrl` (jest's ESM flag is not passed on: the client is a plain Node program). */
  static start(apiUrl: string): TerminalDriver {
    const { NODE_OPTIONS: _jestFlags, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--api', apiUrl], {
      cwd: CLIENT_DIR,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    return new TerminalDriver(child);
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
    return this.exited;
  }

  /** Ends the process if a test failed before `quit`. */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill();
    await this.exited;
  }

  private received(chunk: string, stream: 'out' | 'err'): void {
    if (stream === 'err') this.errors += chunk;
    else this.output += chunk;
    for (const wake of [...this.wake]) wake();
  }
}
