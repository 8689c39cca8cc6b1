import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { findDownload } from './file-use-cases.js';

export { FILE_TEXTS, safeFilePath } from './file-use-cases.js';

/** GET /api/file/download/{path}: a file of the files folder (images of notices and events). HTTP only. */
export async function filesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.get<{ Params: { '*': string } }>('/file/download/*', { config: { auth: 'public' } }, async (request, reply) => {
    const file = valueOf(await findDownload(deps.config.filesDir, request.params['*'] ?? ''));
    return reply
      .type(file.type)
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(createReadStream(file.path));
  });
}
