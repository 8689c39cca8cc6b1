import { CASINO_PROVIDER_NAMES } from '@bet/core/casino';
import { seededRandom } from '../../../ports/random.js';
import type { CasinoCategory, CasinoGame, CasinoLobby, CasinoProviderInfo } from '../casino-provider.port.js';

/** Where the simulator serves its pages and images (inside the server's /api). */
export const SIM_BASE = '/api/casino-sim';

/** How a game of the simulator is played on its page. */
export type SimGameKind = 'slot' | 'cards';

export interface SimGame extends CasinoGame {
  readonly kind: SimGameKind;
  /** Tile colours (seeded). */
  readonly colors: readonly [string, string];
}

/** The simulator's providers, named from core's one map (the back offices read the same names). */
const PROVIDERS: readonly CasinoProviderInfo[] = Object.entries(CASINO_PROVIDER_NAMES).map(([code, name]) => ({ code, name }));

/** [provider, category, id, name]: a small aggregator's catalogue, 3 providers across both lobbies. */
const CATALOGUE: readonly (readonly [string, CasinoCategory, string, string])[] = [
  ['dragon', 'casino', 'dragon-baccarat', '드래곤 바카라'],
  ['dragon', 'casino', 'dragon-hilo', '하이로우 테이블'],
  ['dragon', 'casino', 'dragon-dragon-tiger', '드래곤 타이거'],
  ['aurora', 'casino', 'aurora-speed-baccarat', '스피드 바카라'],
  ['aurora', 'casino', 'aurora-blackjack', '오로라 블랙잭'],
  ['aurora', 'slot', 'aurora-northern-lights', '노던 라이트'],
  ['aurora', 'slot', 'aurora-ice-fortune', '아이스 포춘'],
  ['lucky', 'slot', 'lucky-sweet-bonanza', '스위트 보난자'],
  ['lucky', 'slot', 'lucky-gold-rush', '골드 러시'],
  ['lucky', 'slot', 'lucky-lucky-seven', '럭키 세븐'],
  ['lucky', 'slot', 'lucky-fruit-party', '후르츠 파티'],
  ['lucky', 'slot', 'lucky-dragon-gems', '드래곤 젬스'],
];

const PALETTE = ['#7c3aed', '#db2777', '#0ea5e9', '#16a34a', '#f59e0b', '#dc2626', '#0891b2', '#4f46e5'];

/** The simulator's lobby: the same seed gives the same games, order and colours. */
export function simulatedLobby(seed = 9): { readonly lobby: CasinoLobby; readonly games: ReadonlyMap<string, SimGame> } {
  const random = seededRandom(seed);
  const games: SimGame[] = CATALOGUE.map(([provider, category, id, name]) => ({
    id,
    provider,
    name,
    category,
    thumbnail: `${SIM_BASE}/thumbnails/${id}.svg`,
    kind: category === 'slot' ? 'slot' : 'cards',
    colors: [PALETTE[random.int(PALETTE.length)]!, PALETTE[random.int(PALETTE.length)]!],
  }));
  return {
    lobby: { providers: PROVIDERS, games: games.map(({ kind: _k, colors: _c, ...game }) => game) },
    games: new Map(games.map((g) => [g.id, g])),
  };
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A 320x200 tile image: gradient, a mark of the game kind, the game's name. */
export function thumbnailSvg(game: SimGame): string {
  const [from, to] = game.colors;
  const mark = game.kind === 'slot' ? '7 7 7' : 'A ♠';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="320" height="200" rx="12" fill="url(#g)"/>
<text x="160" y="100" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff" fill-opacity="0.9" text-anchor="middle">${mark}</text>
<text x="160" y="170" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${escapeXml(game.name)}</text>
</svg>`;
}
