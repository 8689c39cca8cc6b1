import type { FastifyInstance } from 'fastify';
import { SIGN_UP_MESSAGES as SU } from '@bet/core/sign-up';
import { joinCall, memberCheckCall, suggestionCodeCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { notFound } from '../../http/errors.js';
import { valueOf } from '../../http/refusals.js';
import { serve } from '../../http/contract-route.js';
import { auditAs } from '../route-kit.js';
import { checkAvailability, joinMember } from './join-use-cases.js';
import { MEMBER_MESSAGES as MM } from './member.messages.js';
import { referralCodeOwner } from './member-store.js';
import { limited } from '../../plugins/rate-limits.js';

/**
 * Sign-up: referral code lookup, availability checks and POST /member/join (member awaits
 * approval). HTTP only: the rules are in join-use-cases.ts, the SQL in member-store.ts.
 */
export async function joinRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, hasher } = deps;

  serve(api, suggestionCodeCall, { config: { auth: 'public', ...limited('availabilityCheck') } }, async (request) => {
    const owner = await referralCodeOwner(db, request.query.codeEquals.trim());
    if (!owner) throw notFound(SU.invalidReferralCode, 'invalidReferralCode');
    return owner;
  });

  serve(api, memberCheckCall, { config: { auth: 'public', ...limited('availabilityCheck') } }, async (request) =>
    valueOf(await checkAvailability(db, request.query)),
  );

  serve(api, joinCall, { config: { auth: 'public', csrf: false, ...limited('signUp') } }, async (request) => {
    const now = clock.now();
    const joined = valueOf(await joinMember(db, hasher, request.body, { now }));
    await auditAs(db, request, now, 'member.join', request.body.userId, joined);
    return { id: joined.id, message: MM.joinDone };
  });
}
