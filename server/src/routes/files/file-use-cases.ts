import { realpath, stat } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { done, refuse, type Outcome } from '../../http/refusals.js';

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

/** A downloadable file of the files folder: its real path, size and content type. */
export async function findDownload(root: string, raw: string): Promise<Outcome<{ path: string; size: number; type: string }>> {
  if (raw.length > 500) return refuse('badPath', FILE_TEXTS.badPath);
  const file = await safeFilePath(root, raw);
  if (file === null) {
    if (/(^|\/)\.\.?(\/|$)|\\|\0/.test(raw) || raw.startsWith('/')) return refuse('badPath', FILE_TEXTS.badPath);
    return refuse('fileMissing', FILE_TEXTS.missing);
  }
  const info = await stat(file);
  if (!info.isFile()) return refuse('fileMissing', FILE_TEXTS.missing);
  return done({ path: file, size: info.size, type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' });
}
