import { existsSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../app-types.js';
import { SERVER_MESSAGES as M } from '../http/messages.js';

/** Folders of the built UI that hold only files: a miss there is a missing file, never a page. */
const FILE_FOLDERS = ['/assets/', '/images/'] as const;

/** Files the build may have compressed copies of (and their copies, which send() serves). */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)(\.br|\.gz)?$/;

/** One year: the longest lifetime browsers honour. */
const ONE_YEAR_S = 365 * 24 * 3600;
/** One day, for the unhashed files of app/public (flags, favicon). */
const ONE_DAY_S = 24 * 3600;

/**
 * The Cache-Control of a file of the built UI, by where it is in `root` (app/dist):
 * - `assets/`: Vite names every file there after a hash of its content, so a file at a name never
 *   changes: the browser keeps it a year and never asks again (no 304 round trip per bundle on a
 *   phone's every visit, which the library's default `max-age=0` cost).
 * - `index.html` (also sent for every navigation): revalidated on each load, since it names the
 *   current bundles; a deploy reaches members on their next page load. So is `config.json`, the
 *   API base the app reads at start: a changed one takes effect on the next load.
 * - Anything else (app/public's flags and favicon) is not hashed: a changed flag may show a day late.
 */
export function cacheControlFor(root: string, path: string): string {
  const inRoot = relative(root, path).split(sep).join('/');
  if (inRoot.startsWith('assets/')) return `public, max-age=${ONE_YEAR_S}, immutable`;
  if (/^(index\.html|config\.json)(\.br|\.gz)?$/.test(inRoot)) return 'no-cache';
  return `public, max-age=${ONE_DAY_S}`;
}

/**
 * True when the request is a browser navigation to a client-side route (/europe,
 * /mypage/message): a GET or HEAD outside the API and the file folders, whose last path segment
 * has no file extension, from a client that accepts HTML (text/html, the any-type wildcard, or no Accept header).
 * Everything else that finds no file gets a real 404: an `<img>` of a missing flag must fail
 * (so the UI can show its fallback), not receive the site's HTML with status 200.
 */
export function isAppNavigation(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>, basePath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === basePath || path.startsWith(`${basePath}/`)) return false;
  if (FILE_FOLDERS.some((folder) => path.startsWith(folder))) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return false;
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built UI (app/dist) when it exists: files as they are (flags under /images/flags,
 * bundles under /assets), compressed where the build left a compressed copy, index.html for
 * navigations to app routes, and a 404 for anything else.
 */
export async function registerStaticUi(
  app: FastifyInstance,
  { uiDir, basePath, serveSourceMaps }: Pick<AppConfig, 'uiDir' | 'basePath' | 'serveSourceMaps'>,
): Promise<boolean> {
  if (!uiDir) return false;
  const root = resolve(uiDir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  // preCompressed: the build writes .br and .gz copies beside each text file (app/build/precompress.ts);
  // a client that accepts one gets it with Content-Encoding and Vary, at no CPU per request.
  // Vary on every text file: a shared cache must not hand a brotli copy to a client without brotli.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // Source maps stay on disk for the operator's own debugging; production does not serve them.
    allowedPath: (path) => serveSourceMaps || !path.endsWith('.map'),
    preCompressed: true,
    // Our own Cache-Control per file (cacheControlFor), not the library's one max-age for all.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', cacheControlFor(root, path));
      if (TEXT_FILE.test(path)) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (isAppNavigation(request, basePath)) return reply.type('text/html; charset=utf-8').sendFile('index.html');
    return reply.code(404).send({ message: M.notFound, code: 'notFound' });
  });
  return true;
}
