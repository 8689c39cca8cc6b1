import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A deliberately broken back end for the conformance kit's test: an HTTP proxy in front of a
 * real server that renames one field of one call's JSON answer and passes everything else through.
 */
export interface RenameFieldProxy {
  /** http://127.0.0.1:<port> (the proxied server's paths below it). */
  readonly baseUrl: string;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set(['connection', 'content-length', 'content-encoding', 'transfer-encoding', 'keep-alive']);

async function bodyOf(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : new Uint8Array(Buffer.concat(chunks));
}

/** Renames `from` to `to` in the top-level object answered for GET `path` (e.g. '/api/setting/user'). */
export async function startRenameFieldProxy(target: string, rename: { path: string; from: string; to: string }): Promise<RenameFieldProxy> {
  const server: Server = createServer((request, reply) => {
    void (async () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name, v]) => typeof v === 'string' && !HOP_HEADERS.has(name) && name !== 'host'),
      ) as Record<string, string>;
      const body = await bodyOf(request);
      const answer = await fetch(`${target}${request.url ?? '/'}`, { method: request.method, headers, ...(body ? { body } : {}) });
      let text = await answer.text();
      if (request.method === 'GET' && (request.url ?? '').split('?')[0] === rename.path) {
        const json = JSON.parse(text) as Record<string, unknown>;
        text = JSON.stringify(Object.fromEntries(Object.entries(json).map(([k, v]) => [k === rename.from ? rename.to : k, v])));
      }
      answer.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== 'set-cookie') reply.setHeader(name, value);
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) reply.setHeader('set-cookie', cookies);
      reply.writeHead(answer.status).end(text);
    })().catch((error: unknown) => reply.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
