import type { IncomingMessage } from 'node:http';

/**
 * The most of a refused body that is read and thrown away before the 413 goes out, and for how
 * long. Closing a connection with part of the body unread makes the kernel reset it, and a
 * client that sends its whole request before reading the answer then never sees the answer.
 * Past these bounds the answer goes out anyway and the connection closes.
 */
export const DISCARD_BODY_BYTES = 32 * 1024 * 1024;
export const DISCARD_BODY_MS = 15_000;

/** Reads the rest of `raw` and drops it; resolves once it ended, or at a bound. */
export function discardBody(raw: IncomingMessage, maxBytes = DISCARD_BODY_BYTES, maxMs = DISCARD_BODY_MS): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = (): void => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('error', finish);
      raw.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer): void => {
      read += chunk.length;
      if (read > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('error', finish);
    raw.once('close', finish);
    raw.resume();
  });
}
