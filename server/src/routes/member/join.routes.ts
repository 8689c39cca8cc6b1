import type { FastifyInstance } from 'fastify';
import { DEFAULT_SIGN_UP_POLICY, type SignUpPolicy } from '@bet/core/sign-up/domain/sign-up-policy.js';
import { SIGN_UP_MESSAGES as SU } from '@bet/core/sign-up/domain/sign-up.messages.js';
import type { AppDeps } from '../../app-types.js';
import { notFound } from '../../http/errors.js';
import { valueOf } from '../../http/refusals.js';
import { S, type Schema } from '../../http/schema.js';
import { auditAs } from '../route-kit.js';
import type { JoinBody } from './join-rules.js';
import { checkAvailability, joinMember, type AvailabilityQuery } from './join-use-cases.js';
import { MEMBER_MESSAGES as MM } from './member.messages.js';
import { referralCodeOwner } from './member-store.js';

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

type CheckQuery = AvailabilityQuery;

/**
 * Sign-up: referral code lookup, availability checks and POST /member/join (member awaits
 * approval). HTTP only: the rules are in join-use-cases.ts, the SQL in member-store.ts.
 */
export async function joinRoutes(api: FastifyInstance, deps: AppDeps, policy: SignUpPolicy = DEFAULT_SIGN_UP_POLICY): Promise<void> {
  const { db, clock, hasher } = deps;

  api.get<{ Querystring: { codeEquals: string } }>(
    '/suggestioncode',
    { config: { auth: 'public' }, schema: { querystring: S.obj({ codeEquals: S.text(32, 1) }) } },
    async (request) => {
      const owner = await referralCodeOwner(db, request.query.codeEquals.trim());
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
      return valueOf(await checkAvailability(db, request.query, policy));
    },
  );

  api.post<{ Body: JoinBody }>(
    '/member/join',
    { config: { auth: 'public', csrf: false }, schema: { body: JOIN_SCHEMA } },
    async (request) => {
      const now = clock.now();
      const joined = valueOf(await joinMember(db, hasher, request.body, { policy, now }));
      await auditAs(db, request, now, 'member.join', request.body.userId, joined);
      return { id: joined.id, message: MM.joinDone };
    },
  );
}
