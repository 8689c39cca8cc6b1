import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-types.js';
import { HttpError } from '../../http/errors.js';
import { S } from '../../http/schema.js';
import { readSettings } from '../settings/site-settings.js';
import { assertSelfId, assertSelfUserId, memberOf, notice } from '../route-kit.js';
import { hideAnsweredInquiries, inquiriesOf } from './inquiry-store.js';
import { deleteInquiry, registerInquiry, sendVisitorInquiry, type SupportOutcome, type SupportRefusalKind } from './support-use-cases.js';
import { SUPPORT_MESSAGES as SM } from './support.messages.js';

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

  api.post<{ Body: { name: string; phoneNumber: string; question: string } }>(
    '/supportNonMember',
    {
      config: { auth: 'public', csrf: false },
      schema: { body: S.obj({ name: S.text(40), phoneNumber: S.pattern('^[0-9]{0,20}$', 20), question: S.text(2000) }) },
    },
    async (request) => {
      const perHour = (await readSettings(db)).nonMemberInquiriesPerHour;
      valueOf(await sendVisitorInquiry(db, { ...request.body, ip: request.ip, now: clock.now(), perHour }));
      return notice(SM.nonMemberDone);
    },
  );

  api.get<{ Params: { userId: string } }>(
    '/customer/user/:userId',
    { schema: { params: S.obj({ userId: S.text(64, 1) }) } },
    async (request) => inquiriesOf(db, assertSelfUserId(request, request.params.userId).id),
  );

  api.post<{ Body: { memberId: number; title: string; questionContents: string; template: string | null } }>(
    '/customer/',
    {
      schema: {
        body: S.obj(
          { memberId: S.id(), title: S.text(100), questionContents: S.text(2000), template: S.nullable(S.pattern('^[A-Z][1-5]$', 2)) },
          ['template'],
        ),
      },
    },
    async (request) => {
      const me = assertSelfId(request, request.body.memberId);
      const { title, questionContents, template } = request.body;
      const id = valueOf(
        await registerInquiry(db, { memberId: me.id, title, contents: questionContents, template: template ?? null, now: clock.now() }),
      );
      return { id, message: SM.inquiryDone };
    },
  );

  api.delete<{ Params: { id: number } }>('/customer/delete/user/:id', { schema: { params: S.obj({ id: S.id() }) } }, async (request) => {
    valueOf(await deleteInquiry(db, memberOf(request).id, request.params.id));
    return notice(SM.deleted);
  });

  api.delete<{ Params: { userId: string } }>(
    '/customer/deleteAll/:userId',
    { schema: { params: S.obj({ userId: S.text(64, 1) }) } },
    async (request) => {
      const me = assertSelfUserId(request, request.params.userId);
      // Only answered inquiries can be deleted (spec 4); waiting ones stay.
      return { message: SM.deleted, count: await hideAnsweredInquiries(db, me.id) };
    },
  );
}
