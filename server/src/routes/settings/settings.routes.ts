import type { FastifyInstance } from 'fastify';
import { DEFAULT_MIN_BET } from '@bet/core/shared';
import {
  bankingLevelsCall,
  bankNamesCall,
  codesCall,
  labelsCall,
  memberBettingCall,
  signUpSettingsCall,
  siteSettingsCall,
} from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { assertSelfUserId } from '../route-kit.js';
import { bankNamesByLevel, bettingLimitsOf, codesOfType, labels, liveBetDelays, usableBanks } from './settings-store.js';
import { levelOf, readSettings, siteSettingsOf } from './site-settings.js';

/** Spec 9: the minimum bet when no other minimum applies (core's one constant). */
export const MIN_BET_WON: number = DEFAULT_MIN_BET;
/** Bet limits are stored in units of 10,000 won (spec 9). */
export const LIMIT_UNIT_WON = 10_000;

/**
 * Settings of spec section 7 "Auth/user": site flags, sign-up flags, banks, codes, the deposit
 * account per level (names only: the account itself needs the deposit password), labels and the
 * member's betting limits (read from the sports module's tables). HTTP only: the SQL is in
 * settings-store.ts and site-settings.ts.
 */
export async function settingsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const open = { config: { auth: 'public' as const } };

  serve(api, siteSettingsCall, open, async () => siteSettingsOf(await readSettings(db)));

  serve(api, signUpSettingsCall, open, async () => {
    const s = await readSettings(db);
    const { joinStartEndFlg, idNiknameBan, signUpUserIdMax14, signUpPasswordMax255, signUpNicknameWeighted } = s;
    return { joinStartEndFlg, idNiknameBan, signUpUserIdMax14, signUpPasswordMax255, signUpNicknameWeighted };
  });

  serve(api, bankNamesCall, open, async () => {
    const banks = await usableBanks(db);
    return banks.map((r) => ({ useFlag: r.useFlag, bankCode: r.code, bankName: r.name, codeId: String(r.code), codeName: r.name }));
  });

  serve(api, codesCall, open, async (request) => {
    if (request.query.type === 'BANK') return (await usableBanks(db)).map((r) => ({ codeId: String(r.code), codeName: r.name }));
    return codesOfType(db, request.query.type);
  });

  serve(api, bankingLevelsCall, {}, async (request) => {
    const levels = await bankNamesByLevel(db, request.params.userType);
    // The account number and holder are revealed only by POST /member/check-deposit-pw.
    return levels.map((r) => ({ level: r.level, bankName: r.bankName, bankAccountNumber: null, accountHolder: null }));
  });

  serve(api, labelsCall, open, async (request) => labels(db, request.query.kbn ?? null));

  serve(api, memberBettingCall, {}, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    const role = levelOf(me.role);
    const limits = await bettingLimitsOf(db, role);
    const delays = await liveBetDelays(db);
    return {
      role,
      limits: limits.map((r) => ({
        gameType: r.gameType,
        minBetAmount: MIN_BET_WON,
        maxBetAmount: r.maxBet * LIMIT_UNIT_WON,
        maxWinAmount: r.maxWin * LIMIT_UNIT_WON,
      })),
      liveBetTimes: delays.map((r) => ({ sportId: r.sportId === 0 ? null : r.sportId, seconds: r.seconds })),
    };
  });
}
