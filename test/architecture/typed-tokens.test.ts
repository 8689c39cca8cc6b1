import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Container, ContainerModule } from 'inversify';
import { Clock, portToken, type PortToken } from '@bet/core/shared';
import { bindToken, resolveToken } from '../../app/src/container/typed-tokens.js';

const root = path.resolve(process.cwd());

/**
 * Lints `code` with the project's own ESLint config as if it were a container module of the app,
 * and answers the lines the typed-tokens guard (eslint.config.js) refuses.
 */
function refusedLines(code: string): number[] {
  const eslint = path.join(root, 'node_modules/.bin/eslint');
  const run = spawnSync(eslint, ['--format', 'json', '--stdin', '--stdin-filename', 'app/src/container/planted.module.ts'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; line: number; message: string }[] }[];
  const fatal = result!.messages.filter((m) => m.ruleId === null);
  if (fatal.length > 0) throw new Error(`the planted file does not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

// Line numbers matter: each refused form on its own line, the allowed ones after them.
const PLANTED = `import { ContainerModule, type Container } from 'inversify';
import { ApiClient } from '@bet/core/api'; import { Clock } from '@bet/core/shared'; import { SessionViewModel } from '@bet/core/session';
import { bindToken, resolveToken } from './typed-tokens.js';
declare const container: Container;
declare const app: { get<T>(path: string, handler: () => T): void };
declare const cache: Map<string, unknown>;
export const planted = new ContainerModule(({ bind, rebind }) => {
  bind<ApiClient>(ApiClient).toConstantValue(container.get<ApiClient>(ApiClient));
  bind(SessionViewModel).toDynamicValue((ctx) => new SessionViewModel(ctx.get<never>(ApiClient)));
  void rebind<Clock>(Clock);
  void container.bind<Clock>(Clock);
  void container.getAll<Clock>(Clock);
  void (container.get(Clock) as Clock);
  bindToken(bind, Clock).toDynamicValue((ctx) => resolveToken(ctx, Clock));
  void resolveToken(container, ApiClient);
  void container.get(SessionViewModel);
  app.get<{ Params: { id: string } }>('/fixtures/:id', () => undefined);
  void (cache.get('key') as string);
});
`;

describe('the typed-tokens guard', () => {
  it('refuses a container read or binding typed by a type argument or a cast, and not typed tokens, classes or Fastify routes', () => {
    expect(refusedLines(PLANTED)).toEqual([8, 8, 9, 10, 11, 12, 13]);
  });
});

describe('typed tokens in a container', () => {
  interface Greeter {
    greet(name: string): string;
  }
  const Greeter = portToken<Greeter>('TypedTokensTestGreeter');

  it('bind and resolve by the registry symbol, through a module and through the container', () => {
    const fixed: Clock = { now: () => 42, timer: () => undefined as never, every: () => undefined as never };
    const container = new Container();
    bindToken(container, Clock).toConstantValue(fixed);
    container.load(new ContainerModule(({ bind }) => void bindToken(bind, Greeter).toDynamicValue(() => ({ greet: (n) => `hi ${n}` }))));

    expect(resolveToken(container, Greeter).greet('kim')).toBe('hi kim');
    expect(resolveToken(container, Clock).now()).toBe(42);
    // The same binding under the plain registry symbol: a token is still Symbol.for(name) at run time.
    expect(container.get(Symbol.for('Clock'))).toBe(fixed);
    const token: PortToken<Greeter> = Greeter;
    expect(Symbol.keyFor(token)).toBe('TypedTokensTestGreeter');
  });
});
