import type { FastifyInstance } from 'fastify';
import { DEFAULT_MIN_BET } from '@bet/core/shared/domain/betting-defaults.js';
import type { AppDeps } from '../../app-types.js';
import { S } from '../../http/schema.js';
import { assertSelfUserId } from '../route-kit.js';
import { levelOf, readSettings, siteSettingsOf } from './site-settings.js';

/** Spec 9: the minimum bet when no other minimum applies (core's one constant). */
export const MIN_BET_WON: number = DEFAULT_MIN_BET;
/** Bet limits are stored in units of 10,000 won (spec 9). */
export const LIMIT_UNIT_WON = 10_000;

/**
 * Settings of spec section 7 "Auth/user": site flags, sign-up flags, banks, codes, the deposit
 * account per level (names only: the account itself needs the deposit password), labels and the
 * member's betting limits (read from the sports module's tables).
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
    const { rows } = await db.query<{ code: number; name: string; use_flag: boolean }>(
      'SELECT code, name, use_flag FROM banks WHERE use_flag ORDER BY code',
    );
    return rows.map((r) => ({ useFlag: r.use_flag, bankCode: Number(r.code), bankName: r.name, codeId: String(r.code), codeName: r.name }));
  });

  api.get<{ Querystring: { type: string } }>(
    '/code',
    { ...open, schema: { querystring: S.obj({ type: S.pattern('^[A-Za-z_]{1,30}$', 30) }) } },
    async (request) => {
      if (request.query.type === 'BANK') {
        const { rows } = await db.query<{ code: number; name: string }>('SELECT code, name FROM banks WHERE use_flag ORDER BY code');
        return rows.map((r) => ({ codeId: String(r.code), codeName: r.name }));
      }
      const { rows } = await db.query<{ code_id: string; code_name: string }>(
        'SELECT code_id, code_name FROM codes WHERE type = $1 ORDER BY sort_order, code_id',
        [request.query.type],
      );
      return rows.map((r) => ({ codeId: r.code_id, codeName: r.code_name }));
    },
  );

  api.get<{ Params: { userType: string } }>(
    '/settingBanking/level/:userType',
    { schema: { params: S.obj({ userType: S.pattern('^[A-Z]$', 1) }) } },
    async (request) => {
      const { rows } = await db.query<{ level: number; bank_name: string | null }>(
        'SELECT level, bank_name FROM banking_levels WHERE user_type = $1 ORDER BY level',
        [request.params.userType],
      );
      // The account number and holder are revealed only by POST /member/check-deposit-pw.
      return rows.map((r) => ({ level: Number(r.level), bankName: r.bank_name, bankAccountNumber: null, accountHolder: null }));
    },
  );

  api.get<{ Querystring: { kbn?: string } }>(
    '/labelSetting',
    { ...open, schema: { querystring: S.obj({ kbn: S.pattern('^[A-Za-z_]{1,30}$', 30) }, ['kbn']) } },
    async (request) => {
      const { rows } = await db.query<{ id: number; kbn: string; title: string; contents: string }>(
        'SELECT id, kbn, title, contents FROM label_settings WHERE ($1::text IS NULL OR kbn = $1) ORDER BY sort_order, id',
        [request.query.kbn ?? null],
      );
      return rows.map((r) => ({ id: Number(r.id), kbn: r.kbn, title: r.title, contents: r.contents }));
    },
  );

  api.get<{ Params: { userId: string } }>(
    '/settingMemberBetting/:userId',
    { schema: { params: S.obj({ userId: { type: 'string', minLength: 1, maxLength: 64 } }) } },
    async (request) => {
      const me = assertSelfUserId(request, request.params.userId);
      const role = levelOf(me.role);
      const limits = await db.query<{ game_type: number; max_bet: number; max_win: number }>(
        'SELECT game_type, max_bet, max_win FROM sports_betting_limits WHERE role = $1 ORDER BY game_type',
        [role],
      );
      const delays = await db.query<{ sport_id: number; delay_seconds: number }>(
        'SELECT sport_id, delay_seconds FROM sports_live_bet_delays ORDER BY sport_id',
      );
      return {
        role,
        limits: limits.rows.map((r) => ({
          gameType: Number(r.game_type),
          minBetAmount: MIN_BET_WON,
          maxBetAmount: Number(r.max_bet) * LIMIT_UNIT_WON,
          maxWinAmount: Number(r.max_win) * LIMIT_UNIT_WON,
        })),
        liveBetTimes: delays.rows.map((r) => ({
          sportId: Number(r.sport_id) === 0 ? null : Number(r.sport_id),
          seconds: Number(r.delay_seconds),
        })),
      };
    },
  );
}
