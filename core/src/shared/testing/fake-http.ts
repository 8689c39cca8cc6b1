import type { HttpPort, HttpRequest, HttpResponse } from '../ports/http-port.js';

type Handler = (req: HttpRequest) => HttpResponse | Promise<HttpResponse>;

/** A scripted HttpPort: routes "METHOD /path" to handlers and records every request. */
export class FakeHttp implements HttpPort {
  readonly requests: HttpRequest[] = [];
  private routes: { method: string; pattern: RegExp; handler: Handler }[] = [];

  /** `path` may contain `:param` segments. Later registrations win. */
  on(method: HttpRequest['method'], path: string, handler: Handler | HttpResponse): this {
    const pattern = new RegExp('^' + path.replace(/:[^/]+/g, '[^/]+') + '$');
    const h: Handler = typeof handler === 'function' ? handler : () => handler;
    this.routes.unshift({ method, pattern, handler: h });
    return this;
  }

  async request(req: HttpRequest): Promise<HttpResponse> {
    this.requests.push(req);
    const route = this.routes.find((r) => r.method === req.method && r.pattern.test(req.path));
    if (!route) return { status: 404, body: { message: `no fake route for ${req.method} ${req.path}` } };
    return route.handler(req);
  }

  last(method: string, path: string): HttpRequest | undefined {
    return [...this.requests].reverse().find((r) => r.method === method && r.path === path);
  }
}
