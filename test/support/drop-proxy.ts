import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the proxy saw, with the Idempotency-Key it carried. */
export interface ProxiedRequest {
  readonly method: string;
  readonly url: string;
  readonly idempotencyKey: string | null;
  /** True when the proxy let the server answer, then dropped that answer. */
  readonly dropped: boolean;
}

export interface DropProxy {
  /** http://127.0.0.1:<port>: give it to the browser instead of the site's address. */
  readonly baseUrl: string;
  readonly seen: readonly ProxiedRequest[];
  close(): Promise<void>;
}

/**
 * A small HTTP proxy between Chromium and the site server that simulates an answer lost on the
 * way back: the first `dropCount` requests `shouldDrop` picks are forwarded, the server's whole
 * answer is read (so its work has committed), and then the member's socket is destroyed without
 * a byte of it. Every other request passes through untouched (streams included).
 * Each answer closes its connection, so Chromium never re-sends a request on its own (it does
 * that only on a reused keep-alive socket): every try the page sees is the app's own.
 */
export async function startDropProxy(
  target: string,
  shouldDrop: (req: http.IncomingMessage) => boolean,
  dropCount = 1,
): Promise<DropProxy> {
  const upstream = new URL(target);
  const seen: ProxiedRequest[] = [];
  let left = dropCount;
  const server = http.createServer((req, res) => {
    const drop = left > 0 && shouldDrop(req);
    if (drop) left -= 1;
    const key = req.headers['idempotency-key'];
    seen.push({ method: req.method ?? '', url: req.url ?? '', idempotencyKey: typeof key === 'string' ? key : null, dropped: drop });
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        if (drop) {
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'close' });
        answer.pipe(res);
      },
    );
    forward.on('error', () => req.socket.destroy());
    // A client that goes away ends its upstream request too: an open stream (SSE) would stay attached to the server.
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
