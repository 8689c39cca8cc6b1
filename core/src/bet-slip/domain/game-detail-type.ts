/**
 * gameDetailType codes of the betting calls (spec sections 7 and 9). The pick count excludes
 * the bonus entry: a bonus is a multiplier, not a folder.
 */
export type PrematchBetStyle = 'europe' | 'korea' | 'event';

const PREMATCH_BASE: Record<Exclude<PrematchBetStyle, 'event'>, number> = { europe: 91, korea: 94 };
export const EVENT_GAME_DETAIL_TYPE = 999;
const INPLAY_BASE = 97;

/** 1, 2, 3+ picks map to offsets 0, 1, 2. */
const folderOffset = (picks: number): number => Math.min(2, Math.max(0, picks - 1));

/** Prematch: EU style 91/92/93, KR style 94/95/96 for 1/2/3+ picks; event style 999. */
export function prematchGameDetailType(picks: number, style: PrematchBetStyle): number {
  if (style === 'event') return EVENT_GAME_DETAIL_TYPE;
  return PREMATCH_BASE[style] + folderOffset(picks);
}

/** In-play: 97/98/99 for 1/2/3+ picks. */
export const inplayGameDetailType = (picks: number): number => INPLAY_BASE + folderOffset(picks);

export const VIRTUAL_GAME_DETAIL_TYPE = { soccer: 50, basketball: 55, dog: 60, horse: 65 } as const;
export type VirtualGameKind = keyof typeof VIRTUAL_GAME_DETAIL_TYPE;
/** 50 soccer, 55 basketball, 60 dog, 65 horse. */
export type VirtualGameDetailType = (typeof VIRTUAL_GAME_DETAIL_TYPE)[VirtualGameKind];

/** The virtual game of a /bet365 route; the bare /bet365 page shows soccer (spec section 2). */
export function virtualGameOfRoute(path: string): VirtualGameKind {
  const second = (path.split(/[?#]/)[0] ?? '').split('/')[2] ?? '';
  return second in VIRTUAL_GAME_DETAIL_TYPE ? (second as VirtualGameKind) : 'soccer';
}

/** Mini-games send the game id as their gameDetailType. */
export const miniGameDetailType = (gameId: number): number => gameId;
