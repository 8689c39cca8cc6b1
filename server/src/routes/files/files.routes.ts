import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { badRequest, notFound } from '../../http/errors.js';

export const FILE_TEXTS = { badPath: '잘못된 파일 경로입니다.', missing: '파일을 찾을 수 없습니다.' } as const;

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The file inside `root` that `path` names, or null when the path tries to leave it (.., absolute
 * paths, NUL bytes, backslashes, or a symlink pointing outside).
 */
export async function safeFilePath(root: string, path: string): Promise<string | null> {
  if (path === '' || path.includes('\0') || path.includes('\\') || isAbsolute(path)) return null;
  if (path.split('/').some((seg) => seg === '..' || seg === '.' || seg === '')) return null;
  const base = await realpath(resolve(root)).catch(() => null);
  if (!base) return null;
  const target = resolve(base, path);
  const rel = relative(base, target);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  const real = await realpath(target).catch(() => null);
  if (!real || (real !== base && !real.startsWith(base + sep))) return null;
  return real;
}

/** GET /api/file/download/{path}: a file of the files folder (images of notices and events). */
export async function filesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  api.get<{ Params: { '*': string } }>('/file/download/*', { config: { auth: 'public' } }, async (request, reply) => {
    const raw = request.params['*'] ?? '';
    if (raw.length > 500) throw badRequest(FILE_TEXTS.badPath, 'badPath');
    const file = await safeFilePath(deps.config.filesDir, raw);
    if (file === null) {
      if (/(^|\/)\.\.?(\/|$)|\\|\0/.test(raw) || raw.startsWith('/')) throw badRequest(FILE_TEXTS.badPath, 'badPath');
      throw notFound(FILE_TEXTS.missing, 'fileMissing');
    }
    const info = await stat(file);
    if (!info.isFile()) throw notFound(FILE_TEXTS.missing, 'fileMissing');
    return reply
      .type(TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(createReadStream(file));
  });
}
