import type { ServerResponse } from 'node:http';
import type { SseChunk, SseSink } from './sse-connection.js';

/**
 * An SSE response whose body is written straight to its socket once the headers are out: the
 * hub's chunk is already encoded (and framed as an HTTP/1.1 chunk, once for all clients), so a
 * frame costs one socket write per client instead of ServerResponse's per-write chunk header,
 * string encoding and cork/uncork tick. `end()` goes through the response again, which writes the
 * closing chunk.
 */
export class HttpSseSink implements SseSink {
  private readonly chunked: boolean;

  constructor(private readonly res: ServerResponse) {
    res.flushHeaders();
    // writeHead decided it: chunked for HTTP/1.1 without a length (always here), raw for HTTP/1.0.
    this.chunked = (res as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding === true;
  }

  write(chunk: SseChunk): boolean {
    const socket = this.res.socket;
    if (!socket || socket.destroyed) return true; // closing: the request's 'close' ends the connection
    return socket.write(this.chunked ? chunk.chunked : chunk.bytes);
  }

  once(event: 'drain', listener: () => void): unknown {
    return this.res.socket?.once(event, listener);
  }

  end(): void {
    this.res.end();
  }

  destroy(): void {
    this.res.destroy();
  }
}
