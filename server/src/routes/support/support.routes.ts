import type { FastifyInstance } from 'fastify';
import { inquiryCreateCall, inquiryDeleteAllCall, inquiryDeleteOneCall, inquiryListCall, nonMemberInquiryCall } from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { HttpError } from '../../http/errors.js';
import { serve } from '../../http/contract-route.js';
import { readSettings } from '../settings/site-settings.js';
import { assertSelfId, assertSelfUserId, memberOf, notice } from '../route-kit.js';
import { hideAnsweredInquiries, inquiriesOf } from './inquiry-store.js';
import { deleteInquiry, registerInquiry, sendVisitorInquiry, type SupportOutcome, type SupportRefusalKind } from './support-use-cases.js';
import { SUPPORT_MESSAGES as SM } from './support.messages.js';
import { limited } from '../../plugins/rate-limits.js';

/** HTTP only: the status of each refusal kind of support-use-cases.ts. */
const STATUS_OF: Readonly<Record<SupportRefusalKind, number>> = {
  required: 400,
  tooManyVisitorInquiries: 429,
  titleRequired: 400,
  titleBlank: 400,
  contentRequired: 400,
  contentCharacters: 400,
  notFound: 404,
  otherMember: 403,
  waiting: 409,
};
/** The codes clients saw before the split, kept. */
const CODE_OF: Partial<Record<SupportRefusalKind, string>> = { tooManyVisitorInquiries: 'throttled' };

function valueOf<T>(outcome: SupportOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpError(STATUS_OF[outcome.kind], outcome.message, CODE_OF[outcome.kind] ?? outcome.kind);
}

/** Spec 7 "Support": non-member inquiries and the member's own inquiries. */
export async function supportRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;

  serve(api, nonMemberInquiryCall, { config: { auth: 'public', csrf: false, ...limited('guestInquiry') } }, async (request) => {
    const perHour = (await readSettings(db)).nonMemberInquiriesPerHour;
    valueOf(await sendVisitorInquiry(db, { ...request.body, ip: request.ip, now: clock.now(), perHour }));
    return notice(SM.nonMemberDone);
  });

  serve(api, inquiryListCall, {}, async (request) => inquiriesOf(db, assertSelfUserId(request, request.params.userId).id));

  serve(api, inquiryCreateCall, {}, async (request) => {
    const me = assertSelfId(request, request.body.memberId);
    const { title, questionContents, template } = request.body;
    const id = valueOf(
      await registerInquiry(db, { memberId: me.id, title, contents: questionContents, template: template ?? null, now: clock.now() }),
    );
    return { id, message: SM.inquiryDone };
  });

  serve(api, inquiryDeleteOneCall, {}, async (request) => {
    valueOf(await deleteInquiry(db, memberOf(request).id, request.params.id));
    return notice(SM.deleted);
  });

  serve(api, inquiryDeleteAllCall, {}, async (request) => {
    const me = assertSelfUserId(request, request.params.userId);
    // Only answered inquiries can be deleted (spec 4); waiting ones stay.
    return { message: SM.deleted, count: await hideAnsweredInquiries(db, me.id) };
  });
}
