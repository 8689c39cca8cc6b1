import { connect } from 'node:net';
import { SERVER_MESSAGES as M } from '../http/messages.js';
import { createHarness, type Harness } from '../testing/harness.js';

/**
 * Issue 29, defect 11: a body over the limit was answered 413 before it was read, and the server
 * closed the connection with the rest of the body unread: the kernel then resets the connection,
 * and a client that sends its whole request before reading the answer (as simple clients and
 * proxies do) meets the reset instead of the answer. The body is now read and discarded, up to a
 * bound, before the Korean 413 is sent.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const TEN_MB = 10 * 1024 * 1024;

/**
 * Sends a POST of `size` bytes on a raw socket, reading nothing until the whole body is written;
 * then reads the answer. Gives the answer's status line and body, or the error met.
 */
function sendAllThenRead(size: number, chunked: boolean): Promise<string> {
  const { hostname, port } = new URL(h.baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.pause();
    let answer = '';
    let failed: string | null = null;
    socket.on('error', (e: NodeJS.ErrnoException) => (failed ??= e.code ?? e.message));
    socket.on('close', () => resolve(failed && !answer ? `error ${failed}` : answer));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    const head = chunked ? 'transfer-encoding: chunked' : `content-length: ${size}`;
    socket.write(`POST /api/auth/login HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\n${head}\r\n\r\n`);
    const block = Buffer.alloc(64 * 1024, 'a'.charCodeAt(0));
    let sent = 0;
    const write = (): void => {
      while (sent < size && !failed) {
        sent += block.length;
        const ok = socket.write(
          chunked ? Buffer.concat([Buffer.from(`${block.length.toString(16)}\r\n`), block, Buffer.from('\r\n')]) : block,
        );
        if (!ok) {
          socket.once('drain', write);
          return;
        }
      }
      if (chunked && !failed) socket.write('0\r\n\r\n');
      // Everything is sent: now read the answer (the server closes after it).
      setTimeout(() => socket.resume(), 200);
    };
    socket.once('connect', write);
  });
}

it.each([
  ['with Content-Length', false],
  ['chunked', true],
])('answers a 10 MB body (%s) 413 with the Korean message, which the client receives', async (_how, chunked) => {
  const answer = await sendAllThenRead(TEN_MB, chunked);
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer).toContain(JSON.stringify({ message: M.bodyTooLarge, code: 'bodyTooLarge' }));
  // The server goes on answering.
  expect((await h.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
});
