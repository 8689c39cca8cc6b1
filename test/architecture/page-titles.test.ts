import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BACK_OFFICE_TITLES, deepestTitle, SCREEN_TITLES, withTitles } from '../../app/src/routing/page-titles.js';

const ROUTING = path.resolve(process.cwd(), 'app/src/routing');
const source = (file: string): string => readFileSync(path.join(ROUTING, file), 'utf8');

/** The block of a table in a routing file, from `export const NAME` to its closing line. */
function block(file: string, pattern: RegExp): string {
  const found = pattern.exec(source(file))?.[1];
  if (found === undefined) throw new Error(`${String(pattern)} not found in app/src/routing/${file}`);
  return found;
}

/** The route keys of SCREEN_PATHS (screens.tsx): the app cannot be imported here (React, Vite aliases). */
const screenKeys = (): string[] =>
  [...block('screens.tsx', /export const SCREEN_PATHS = \{([\s\S]*?)\} as const/).matchAll(/^\s+(\w+): \[/gm)].map((m) => m[1]!);

const routeTable = (file: string, name: string): string =>
  block(file, new RegExp(`export const ${name}: RouteObject\\[\\] = \\[([\\s\\S]*?)\\n\\];`));

/** The paths of a back office's route table ('' for its index route, when it shows a page). */
function backOfficePaths(file: string, name: string): string[] {
  const table = routeTable(file, name);
  const index = /index: true, element: screen\(/.test(table) ? [''] : [];
  return [...index, ...[...table.matchAll(/(?:path: |at\()'([^']+)'/g)].map((m) => m[1]!)];
}

const HANGUL = /[\uac00-\ud7a3]/;
const keysOf = (record: object): string[] => Object.keys(record).sort();

describe('every route has its own Korean page name', () => {
  it('names every route key of the main layout, and nothing else', () => {
    const keys = screenKeys();
    expect(keys.length).toBeGreaterThan(20);
    expect(keysOf(SCREEN_TITLES)).toEqual([...keys].sort());
  });

  it('names every page of the operator, partner and recommender back offices and the partner login', () => {
    expect(keysOf(BACK_OFFICE_TITLES.admin)).toEqual(backOfficePaths('admin-routes.tsx', 'ADMIN_ROUTES').sort());
    expect(keysOf(BACK_OFFICE_TITLES.partner)).toEqual(backOfficePaths('partner-routes.tsx', 'PARTNER_ROUTES').sort());
    expect(keysOf(BACK_OFFICE_TITLES.recommender)).toEqual(backOfficePaths('partner-routes.tsx', 'RECOMMENDER_ROUTES').sort());
    const login = /export const AUTH_LOGIN_ROUTE: RouteObject = at\('([^']+)'/.exec(source('partner-routes.tsx'))?.[1];
    expect(keysOf(BACK_OFFICE_TITLES.auth)).toEqual([login]);
  });

  it('gives each page a Korean name of its own (the 404 page too)', () => {
    const names = [
      ...Object.values(SCREEN_TITLES),
      ...Object.values(BACK_OFFICE_TITLES).flatMap((table) => Object.values(table) as string[]),
    ];
    expect(names.filter((name) => !HANGUL.test(name))).toEqual([]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(SCREEN_TITLES.notFound).toBe('페이지를 찾을 수 없습니다');
  });

  it('hands each route its name and shows the deepest one (the page, not its layout)', () => {
    const routes = withTitles([{ index: true }, { path: 'members' }, { path: 'nameless' }], { '': '대시보드', members: '회원' });
    expect(routes.map((r) => (r.handle as { title?: string } | undefined)?.title)).toEqual(['대시보드', '회원', undefined]);
    expect(deepestTitle([{ handle: { title: '관리자' } }, { handle: { title: '회원' } }, { handle: undefined }])).toBe('회원');
    expect(deepestTitle([{ handle: undefined }])).toBeUndefined();
  });
});
