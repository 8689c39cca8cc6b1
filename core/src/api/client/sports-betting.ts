import { idDtoDecoder, textOrFieldDecoder } from '../contracts/common.js';
import {
  encodeInplayBet,
  encodePrematchBet,
  encodeVirtualBet,
  inplayBetOutcomeDtoDecoder,
  type InplayBetInput,
  type PrematchBetInput,
  type VirtualBetInput,
} from '../contracts/sports-betting.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import { intentKey, path, type ApiCaller } from './call.js';

/** The header that carries the in-play betting token. */
export const BETTING_TOKEN_HEADER = 'X-Betting-Token';

/** Bet placement (spec section 7 "Sports"); every placement moves money. */
export const createBettingApi = (call: ApiCaller) => ({
  prematch: (input: PrematchBetInput, intent?: MoneyIntent) =>
    call({
      ...intentKey(intent),
      method: 'POST',
      path: '/sports-prematch/betting',
      body: encodePrematchBet(input),
      moneyMoving: true,
      decoder: idDtoDecoder,
    }),
  /** POST /virtureBetting/soccer for all four virtual games (spec spelling and path kept). */
  virtual: (input: VirtualBetInput, intent?: MoneyIntent) =>
    call({
      ...intentKey(intent),
      method: 'POST',
      path: '/virtureBetting/soccer',
      body: encodeVirtualBet(input),
      moneyMoving: true,
      decoder: idDtoDecoder,
    }),
  /** GET /sports-inplay/get-betting-token/{userId}?sports={sportId}: the token for one in-play bet. */
  inplayToken: (userId: string, sportId: number) =>
    call({
      method: 'GET',
      path: path`/sports-inplay/get-betting-token/${userId}`,
      query: { sports: sportId },
      decoder: textOrFieldDecoder('token'),
    }),
  /** POST /sports-inplay/betting with the token header; answers placed or odds changed. */
  inplay: (input: InplayBetInput, bettingToken: string, intent?: MoneyIntent) =>
    call({
      ...intentKey(intent),
      method: 'POST',
      path: '/sports-inplay/betting',
      body: encodeInplayBet(input),
      headers: { [BETTING_TOKEN_HEADER]: bettingToken },
      moneyMoving: true,
      decoder: inplayBetOutcomeDtoDecoder,
    }),
});
export type BettingApi = ReturnType<typeof createBettingApi>;
