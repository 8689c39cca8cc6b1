import type { FastifyInstance } from 'fastify';
import { DEFAULT_MIN_BET } from '@bet/core/shared/domain/betting-defaults.js';
import type { AppDeps } from '../../app-types.js';
import { S } from '../../http/schema.js';
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

  api.get('/setting/user', open, async () => siteSettingsOf(await readSettings(db)));

  api.get('/settingSignUp', open, async () => {
    const s = await readSettings(db);
    return { joinStartEndFlg: s.joinStartEndFlg, idNiknameBan: s.idNiknameBan };
  });

  api.get('/settingbankname', open, async () => {
    const banks = await usableBanks(db);
    return banks.map((r) => ({ useFlag: r.useFlag, bankCode: r.code, bankName: r.name, codeId: String(r.code), codeName: r.name }));
  });

  api.get<{ Querystring: { type: string } }>(
    '/code',
    { ...open, schema: { querystring: S.obj({ type: S.pattern('^[A-Za-z_]{1,30}$', 30) }) } },
    async (request) => {
      if (request.query.type === 'BANK') return (await usableBanks(db)).map((r) => ({ codeId: String(r.code), codeName: r.name }));
      return codesOfType(db, request.query.type);
    },
  );

  api.get<{ Params: { userType: string } }>(
    '/settingBanking/level/:userType',
    { schema: { params: S.obj({ userType: S.pattern('^[A-Z]$', 1) }) } },
    async (request) => {
      const levels = await bankNamesByLevel(db, request.params.userType);
      // The account number and holder are revealed only by POST /member/check-deposit-pw.
      return levels.map((r) => ({ level: r.level, bankName: r.bankName, bankAccountNumber: null, accountHolder: null }));
    },
  );

  api.get<{ Querystring: { kbn?: string } }>(
    '/labelSetting',
    { ...open, schema: { querystring: S.obj({ kbn: S.pattern('^[A-Za-z_]{1,30}$', 30) }, ['kbn']) } },
    async (request) => {
      return labels(db, request.query.kbn ?? null);
    },
  );

  api.get<{ Params: { userId: string } }>(
    '/settingMemberBetting/:userId',
    { schema: { params: S.obj({ userId: { type: 'string', minLength: 1, maxLength: 64 } }) } },
    async (request) => {
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
    },
  );
}
