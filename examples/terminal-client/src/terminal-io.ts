import { createInterface } from 'node:readline';
import { filter, firstValueFrom, take, timeout, type Observable } from 'rxjs';

/** Where the terminal writes: one line at a time (a test reads them off stdout). */
export type Print = (line: string) => void;

/**
 * Lines typed by the member (or written by a script), one at a time: the command loop and a
 * command's own questions (the login's password) read from the same queue, so lines that arrive
 * early wait for whoever asks next.
 */
export class LineReader {
  private readonly lines: AsyncIterator<string>;

  constructor(
    input: NodeJS.ReadableStream,
    private readonly output: NodeJS.WritableStream,
  ) {
    this.lines = createInterface({ input, terminal: false, crlfDelay: Infinity })[Symbol.asyncIterator]();
  }

  /** The next line after showing `prompt`, or null when the input ended. */
  async next(prompt = ''): Promise<string | null> {
    if (prompt) this.output.write(prompt);
    const line = await this.lines.next();
    return line.done ? null : line.value;
  }
}

/** How long a command waits for the server's answer before it says there was none. */
export const ANSWER_TIMEOUT_MS = 30_000;

/**
 * The first state of a view model's `state$` that satisfies `ready` (state$ replays the state now,
 * so a state reached before the call counts). Null when none came in time.
 */
export async function firstState<T>(state$: Observable<T>, ready: (state: T) => boolean, ms = ANSWER_TIMEOUT_MS): Promise<T | null> {
  try {
    return await firstValueFrom(state$.pipe(filter(ready), timeout(ms)));
  } catch {
    return null;
  }
}

/** The state a view model holds now (its `state$` replays it to every new subscriber). */
export function currentState<T>(state$: Observable<T>): T {
  let now: { value: T } | null = null;
  state$.pipe(take(1)).subscribe((value) => (now = { value }));
  if (now === null) throw new Error('state$ did not replay its state: the view model was disposed');
  return (now as { value: T }).value;
}
