import type { Odds } from '../../shared/domain/odds.js';

/** One pick of a virtual round (odds id = round id * 1000 + pick code, as the server builds it). */
export interface VirtualPick {
  readonly oddsId: number;
  readonly marketId: number;
  readonly marketName: string;
  readonly marketNameKorean: string;
  readonly name: string;
  readonly price: Odds;
}

/**
 * A round of a virtual game: bets are taken until `startsAt` (the kick-off or the start of the
 * race; the server's close), it plays until `endsAt` (the draw), then its result is known.
 */
export interface VirtualRound {
  readonly id: number;
  /** The provider's round number: what the slip sends. */
  readonly round: number;
  readonly dayRound: number;
  readonly title: string;
  readonly home: string | null;
  readonly away: string | null;
  readonly startsAt: number;
  readonly endsAt: number;
  readonly picks: readonly VirtualPick[];
}

export interface VirtualResult {
  readonly id: number;
  readonly dayRound: number;
  readonly endsAt: number;
  readonly text: string;
}

export interface VirtualLeague {
  readonly id: string;
  readonly name: string;
}

export interface VirtualStream {
  readonly name: string;
  readonly url: string;
}

export interface VirtualBoard {
  readonly gameId: number;
  readonly gameName: string;
  readonly streams: readonly VirtualStream[];
  readonly leagues: readonly VirtualLeague[];
  readonly rounds: readonly VirtualRound[];
  /** Newest first. */
  readonly results: readonly VirtualResult[];
}

/** Spec 9's lists show the last 10 results. */
export const VIRTUAL_RESULT_COUNT = 10;

/** Betting on a round closes when it starts. */
export const virtualBettingOpen = (round: Pick<VirtualRound, 'startsAt'>, now: number): boolean => now < round.startsAt;

/** Whole seconds to the start, rounded up ('00:01' until the last moment); 0 once started. */
export const virtualSecondsToStart = (round: Pick<VirtualRound, 'startsAt'>, now: number): number =>
  Math.max(0, Math.ceil((round.startsAt - now) / 1_000));

/** The share of the playing time gone (0 at the start, 1 at the end), for the placeholder's animation. */
export const virtualPlayProgress = (round: Pick<VirtualRound, 'startsAt' | 'endsAt'>, now: number): number =>
  Math.min(1, Math.max(0, (now - round.startsAt) / Math.max(1, round.endsAt - round.startsAt)));

/** A soccer round belongs to the league its title starts with (the provider names no league id per round). */
export const virtualRoundInLeague = (round: Pick<VirtualRound, 'title'>, league: VirtualLeague): boolean =>
  round.title.startsWith(`${league.name} `);

/** Markets in the server's order, each with its picks. */
export function virtualMarkets(picks: readonly VirtualPick[]): { readonly title: string; readonly picks: readonly VirtualPick[] }[] {
  const markets: { title: string; picks: VirtualPick[] }[] = [];
  for (const pick of picks) {
    const title = pick.marketNameKorean || pick.marketName;
    const market = markets.find((m) => m.title === title);
    if (market) market.picks.push(pick);
    else markets.push({ title, picks: [pick] });
  }
  return markets;
}

/** Only web addresses play: anything else (javascript:, data:) is no stream at all. */
export function virtualStreamOf(streams: readonly VirtualStream[]): { readonly url: string; readonly format: 'video' | 'frame' } | null {
  const stream = streams.find((s) => /^https?:\/\//i.test(s.url));
  if (!stream) return null;
  return { url: stream.url, format: /\.(m3u8|mp4|webm)(\?|#|$)/i.test(stream.url) ? 'video' : 'frame' };
}
