import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built UI (app/dist) when it exists: files as they are, and index.html for any other
 * GET outside the API (client-side routes such as /europe or /mypage/message).
 */
export async function registerStaticUi(app: FastifyInstance, uiDir: string | null, basePath: string): Promise<boolean> {
  if (!uiDir) return false;
  const root = resolve(uiDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && path !== basePath && !path.startsWith(`${basePath}/`)) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ message: '요청하신 페이지를 찾을 수 없습니다.', code: 'notFound' });
  });
  return true;
}
