import type { FastifyInstance } from 'fastify';
import { validateNicknameForCheck, validateUserId } from '@bet/core/sign-up/domain/account-rules.js';
import { validateAccountNumber } from '@bet/core/sign-up/domain/bank-rules.js';
import { validatePhoneNumber } from '@bet/core/sign-up/domain/personal-rules.js';
import { DEFAULT_SIGN_UP_POLICY, type SignUpPolicy } from '@bet/core/sign-up/domain/sign-up-policy.js';
import { SIGN_UP_MESSAGES as SU } from '@bet/core/sign-up/domain/sign-up.messages.js';
import type { AppDeps } from '../../app-types.js';
import { pgErrorCode, PG_CODES, type Sql } from '../../db/db.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { SERVER_MESSAGES as M } from '../../http/messages.js';
import { S, type Schema } from '../../http/schema.js';
import { readSettings } from '../settings/site-settings.js';
import { auditAs } from '../route-kit.js';
import { checkJoinFields, type JoinBody } from './join-rules.js';
import { MEMBER_MESSAGES as MM } from './member.messages.js';

const flag = S.int(0, 99);
const shortText = (max: number): Schema => S.nullable(S.text(max));

const JOIN_SCHEMA = S.obj(
  {
    userId: S.text(64),
    password: { type: 'string', maxLength: 255 },
    nickname: S.text(32),
    phoneNumber: S.text(20),
    managementTarget1UserId: shortText(64),
    bankAccountPssword: S.text(8),
    accountHolder: S.text(80),
    bankAccountNumber: S.text(20),
    bankCode: S.int(0, 99),
    phoneAuthenticationFlag: flag,
    type: S.int(0, 0),
    userType: S.enumOf('A', 'T'),
    suggestionCode1: shortText(32),
    suggestionCode2: shortText(32),
    recommenderId: S.nullable(S.id()),
    depositType: flag,
    boardPointFlag: flag,
    goldShopCoinFlag: flag,
    messageReceiveFlag: flag,
    namedFlag: flag,
    suggestionType: flag,
    telegramSigninFlag: flag,
    withdrawalType: S.int(0, 0),
    withdrawalDate: shortText(30),
    banType: S.int(0, 0),
    banDate: shortText(30),
    managementType: flag,
    managementStatus: flag,
    casinoSignupFlag: flag,
    casinoUseFlag: flag,
    slotUseFlag: flag,
    carrierCode: S.int(0, 9),
    birthDate: S.text(8),
    province: shortText(40),
    city: shortText(40),
    sex: S.int(0, 1),
  },
  // Fields with a spec default may be left out (core's encodeJoin always sends them).
  [
    'managementTarget1UserId',
    'phoneAuthenticationFlag',
    'type',
    'suggestionCode1',
    'suggestionCode2',
    'recommenderId',
    'depositType',
    'boardPointFlag',
    'goldShopCoinFlag',
    'messageReceiveFlag',
    'namedFlag',
    'suggestionType',
    'telegramSigninFlag',
    'withdrawalType',
    'withdrawalDate',
    'banType',
    'banDate',
    'managementType',
    'managementStatus',
    'casinoSignupFlag',
    'casinoUseFlag',
    'slotUseFlag',
    'province',
    'city',
  ],
);

/** Unique indexes of `members` and the duplicate message each stands for (spec 8). */
const DUPLICATE_BY_INDEX: Record<string, string> = {
  members_user_id_key: SU.duplicateUserId,
  members_nickname_key: SU.duplicateNickname,
  members_phone_key: SU.duplicatePhoneNumber,
  members_account_key: SU.duplicateAccountNumber,
};

async function codeOwner(sql: Sql, code: string): Promise<{ type: number; memberId: number } | null> {
  const { rows } = await sql.query<{ type: number; member_id: number }>(
    'SELECT type, member_id FROM suggestion_codes WHERE code = $1 AND active',
    [code],
  );
  const r = rows[0];
  return r ? { type: Number(r.type), memberId: Number(r.member_id) } : null;
}

type CheckQuery = {
  userIdEquals?: string;
  nicknameEquals?: string;
  phoneNumberEquals?: string;
  bankAccountNumber?: string;
  accountNumberEquals?: string;
};

/** Sign-up: referral code lookup, availability checks and POST /member/join (member awaits approval). */
export async function joinRoutes(api: FastifyInstance, deps: AppDeps, policy: SignUpPolicy = DEFAULT_SIGN_UP_POLICY): Promise<void> {
  const { db, clock, hasher } = deps;

  api.get<{ Querystring: { codeEquals: string } }>(
    '/suggestioncode',
    { config: { auth: 'public' }, schema: { querystring: S.obj({ codeEquals: S.text(32, 1) }) } },
    async (request) => {
      const owner = await codeOwner(db, request.query.codeEquals.trim());
      if (!owner) throw notFound(SU.invalidReferralCode, 'invalidReferralCode');
      return owner;
    },
  );

  api.get<{ Querystring: CheckQuery }>(
    '/member/check',
    {
      config: { auth: 'public' },
      schema: {
        querystring: {
          ...S.obj(
            {
              userIdEquals: S.text(64),
              nicknameEquals: S.text(32),
              phoneNumberEquals: S.text(20),
              bankAccountNumber: S.text(20),
              accountNumberEquals: S.text(20),
            },
            ['userIdEquals', 'nicknameEquals', 'phoneNumberEquals', 'bankAccountNumber', 'accountNumberEquals'],
          ),
          minProperties: 1,
          maxProperties: 1,
        },
      },
    },
    async (request) => {
      const q = request.query;
      const banned = (await readSettings(db)).idNiknameBan;
      let column: string;
      let value: string;
      let rule;
      if (q.userIdEquals !== undefined) [column, value, rule] = ['user_id', q.userIdEquals, validateUserId(q.userIdEquals, policy, banned)];
      else if (q.nicknameEquals !== undefined)
        [column, value, rule] = ['nickname', q.nicknameEquals, validateNicknameForCheck(q.nicknameEquals, policy, banned)];
      else if (q.phoneNumberEquals !== undefined)
        [column, value, rule] = ['phone_number', q.phoneNumberEquals, validatePhoneNumber(q.phoneNumberEquals)];
      else {
        value = (q.bankAccountNumber ?? q.accountNumberEquals)!;
        [column, rule] = ['bank_account_number', validateAccountNumber(value)];
      }
      if (!rule.ok) throw badRequest(rule.error.message, 'invalidValue');
      const { rows } = await db.query(`SELECT 1 FROM members WHERE ${column} = $1`, [value]);
      const available = rows.length === 0;
      return { available, message: available ? SU.available(value) : SU.taken(value) };
    },
  );

  api.post<{ Body: JoinBody }>(
    '/member/join',
    { config: { auth: 'public', csrf: false }, schema: { body: JOIN_SCHEMA } },
    async (request) => {
      const body = request.body;
      const now = clock.now();
      const settings = await readSettings(db);
      if (settings.joinStartEndFlg) throw new HttpError(403, SU.signUpClosed, 'signUpClosed');
      const bad = checkJoinFields(body, { policy, banned: settings.idNiknameBan, now, minimumAge: settings.signUpMinimumAge });
      if (bad) throw badRequest(bad.message, 'invalidField', { field: bad.field });

      const code = (body.suggestionCode1 ?? body.suggestionCode2 ?? '').trim();
      if (!code) throw badRequest(SU.required, 'referralRequired', { field: 'suggestionCode1' });
      const owner = await codeOwner(db, code);
      if (!owner) throw badRequest(SU.invalidReferralCode, 'invalidReferralCode');
      if (body.recommenderId !== null && body.recommenderId !== undefined && body.recommenderId !== owner.memberId) {
        throw badRequest(SU.invalidRecommender, 'invalidRecommender');
      }

      // Duplicates are caught cheaply before hashing; the unique indexes still decide under races.
      const simpleAccount = body.userType === 'T' && body.bankAccountNumber === '';
      const taken = await db.query<{ user_id: string; nickname: string; phone_number: string | null; bank_account_number: string | null }>(
        'SELECT user_id, nickname, phone_number, bank_account_number FROM members WHERE user_id = $1 OR nickname = $2 OR phone_number = $3 OR bank_account_number = $4',
        [body.userId, body.nickname, body.phoneNumber, simpleAccount ? null : body.bankAccountNumber],
      );
      for (const row of taken.rows) {
        if (row.user_id === body.userId) throw conflict(SU.duplicateUserId, 'duplicate', { field: 'userId' });
        if (row.nickname === body.nickname) throw conflict(SU.duplicateNickname, 'duplicate', { field: 'nickname' });
        if (row.phone_number === body.phoneNumber) throw conflict(SU.duplicatePhoneNumber, 'duplicate', { field: 'phoneNumber' });
        throw conflict(SU.duplicateAccountNumber, 'duplicate', { field: 'bankAccountNumber' });
      }
      const [passwordHash, pinHash] = [await hasher.hash(body.password), await hasher.hash(body.bankAccountPssword)];
      if (passwordHash === null || pinHash === null) throw new HttpError(503, M.busy, 'busy');
      const simple = simpleAccount;
      const profile = {
        carrierCode: body.carrierCode,
        birthDate: body.birthDate,
        sex: body.sex,
        province: body.province ?? null,
        city: body.city ?? null,
        flags: {
          phoneAuthenticationFlag: body.phoneAuthenticationFlag ?? 0,
          depositType: body.depositType ?? 0,
          boardPointFlag: body.boardPointFlag ?? 0,
          goldShopCoinFlag: body.goldShopCoinFlag ?? 0,
          messageReceiveFlag: body.messageReceiveFlag ?? 0,
          namedFlag: body.namedFlag ?? 0,
          suggestionType: body.suggestionType ?? 1,
          telegramSigninFlag: body.telegramSigninFlag ?? 0,
          managementType: body.managementType ?? 99,
          managementStatus: body.managementStatus ?? 99,
          casinoSignupFlag: body.casinoSignupFlag ?? 0,
        },
      };
      try {
        const id = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: number }>(
            `INSERT INTO members (user_id, nickname, password_hash, deposit_pin_hash, phone_number, role, type, user_type, status,
             bank_code, bank_account_number, account_holder, recommender_id, suggestion_code, management_target1_user_id,
             casino_use_flag, slot_use_flag, profile, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 1, 0, $6, 'pending', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) RETURNING id`,
            [
              body.userId,
              body.nickname,
              passwordHash,
              pinHash,
              body.phoneNumber,
              body.userType,
              simple ? null : body.bankCode,
              simple ? null : body.bankAccountNumber,
              simple ? null : body.accountHolder,
              owner.memberId,
              code,
              body.managementTarget1UserId ?? null,
              body.casinoUseFlag ?? 1,
              body.slotUseFlag ?? 1,
              JSON.stringify(profile),
              new Date(now),
            ],
          );
          return rows[0]!.id;
        });
        await auditAs(db, request, now, 'member.join', body.userId, { id, code });
        return { id, message: MM.joinDone };
      } catch (error) {
        if (pgErrorCode(error) === PG_CODES.uniqueViolation) {
          const constraint = (error as { constraint?: string }).constraint ?? '';
          throw conflict(DUPLICATE_BY_INDEX[constraint] ?? SU.joinFailed, 'duplicate');
        }
        throw error;
      }
    },
  );
}
