import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { FAIRNESS_MESSAGES } from './fairness.messages.js';
import { FairStream } from './fair-stream.js';
import { drawFair, type FairDrawKind, type FairDrawResult } from './fair-draws.js';
import { fairRoundKey, ladderFinish, type MinigameDrawKind, type MinigameDrawResult } from './minigame-draws.js';
import { describeRouletteResult, isRouletteDrawKind, type RouletteDrawResult } from './roulette-draw.js';
import { sha256Hex } from './sha256.js';

/** A round key as typed: "gameId:roundNo" (both whole numbers). */
export function parseFairRoundKey(text: string): Result<{ gameId: number; roundNo: number }, DomainError<'roundKeyFormat'>> {
  const match = /^\s*(\d{1,9}):(\d{1,15})\s*$/.exec(text);
  if (!match) return fail(domainError('roundKeyFormat', FAIRNESS_MESSAGES.roundKeyFormat));
  return ok({ gameId: Number(match[1]), roundNo: Number(match[2]) });
}

/** What a member checks: the seed, the commitment published before the round, and its published result. */
export interface FairCheckInput {
  readonly kind: FairDrawKind;
  readonly gameId: number;
  readonly roundNo: number;
  readonly seed: string;
  readonly seedHash: string;
  /** The result the site published for the round; null when only the seed is checked. */
  readonly publishedResult: unknown;
}

export interface FairCheck {
  readonly roundKey: string;
  /** SHA-256 of the seed, recomputed here. */
  readonly computedHash: string;
  readonly hashMatches: boolean;
  /** The outcome recomputed from the seed and the round key. */
  readonly result: FairDrawResult;
  /** null when there is no published result to compare. */
  readonly resultMatches: boolean | null;
  /** Hash matches and (when published) the result does too. */
  readonly verified: boolean;
}

/** Plain-JSON equality (key order does not matter, array order does). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    const rb = b as Record<string, unknown>;
    return ka.length === kb.length && ka.every((k) => k in rb && sameJson((a as Record<string, unknown>)[k], rb[k]));
  }
  return a === b;
}

/** Recomputes a round: the seed's hash against the commitment and the outcome against the published one. */
export function checkFairRound(input: FairCheckInput): FairCheck {
  const roundKey = fairRoundKey(input.gameId, input.roundNo);
  const computedHash = sha256Hex(input.seed);
  const hashMatches = computedHash === input.seedHash.trim().toLowerCase();
  const result = drawFair(input.kind, new FairStream(input.seed, roundKey));
  const resultMatches =
    input.publishedResult === null || input.publishedResult === undefined ? null : sameJson(result, input.publishedResult);
  return { roundKey, computedHash, hashMatches, result, resultMatches, verified: hashMatches && resultMatches !== false };
}

const oddEven = (n: number): string => (n % 2 ? '홀' : '짝');

/** A result in Korean, as the page shows it. */
export function describeMinigameResult(kind: MinigameDrawKind, result: MinigameDrawResult): string {
  if (kind === 'ball') {
    const r = result as { balls: number[]; power: number; sum: number };
    return `일반볼 ${r.balls.join(', ')} (합 ${r.sum}, ${oddEven(r.sum)}/${r.sum <= 72 ? '언더' : '오버'}) · 파워볼 ${r.power} (${oddEven(r.power)}/${r.power <= 4 ? '언더' : '오버'})`;
  }
  if (kind === 'ladder') {
    const r = result as { start: 'left' | 'right'; lines: 3 | 4 };
    return `${r.start === 'left' ? '좌' : '우'}출발 ${r.lines}줄 · ${ladderFinish(r) === 'odd' ? '홀' : '짝'}`;
  }
  const n = (result as { number: number }).number;
  return `${n} (${oddEven(n)})`;
}

/** Any verifiable game's result in Korean (a mini-game round or a roulette spin). */
export const describeFairResult = (kind: FairDrawKind, result: FairDrawResult): string =>
  isRouletteDrawKind(kind)
    ? describeRouletteResult(result as RouletteDrawResult)
    : describeMinigameResult(kind, result as MinigameDrawResult);
