import { isAllowedInquiryContent } from '@bet/core/inquiry';
import type { Sql } from '../../db/db.js';
import { SERVER_MESSAGES } from '../../http/messages.js';
import { levelOf } from '../settings/site-settings.js';
import { countVisitorInquiriesSince, createInquiry, hideInquiry, insertVisitorInquiry, inquiryForDelete } from './inquiry-store.js';
import { SUPPORT_MESSAGES as SM } from './support.messages.js';

/** Why support refuses; the routes map each kind to its status in one table. */
export type SupportRefusalKind =
  | 'required'
  | 'tooManyVisitorInquiries'
  | 'titleRequired'
  | 'titleBlank'
  | 'contentRequired'
  | 'contentCharacters'
  | 'notFound'
  | 'otherMember'
  | 'waiting';
export type SupportOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly kind: SupportRefusalKind; readonly message: string };

const refuse = (kind: SupportRefusalKind, message: string): SupportOutcome<never> => ({ ok: false, kind, message });
const done = <T>(value: T): SupportOutcome<T> => ({ ok: true, value });

/** Spec 3: the quick-account template is userType followed by the role capped at 5 ("A3"). */
export const accountTemplate = (userType: string, role: number): string => `${userType}${levelOf(role)}`;

/** A visitor's inquiry: all three fields, at most `perHour` from one address in an hour. */
export async function sendVisitorInquiry(
  sql: Sql,
  args: { name: string; phoneNumber: string; question: string; ip: string; now: number; perHour: number },
): Promise<SupportOutcome<void>> {
  if (!args.name.trim() || !args.phoneNumber || !args.question.trim()) return refuse('required', SM.nonMemberRequired);
  if ((await countVisitorInquiriesSince(sql, args.ip, new Date(args.now - 3_600_000))) >= args.perHour) {
    return refuse('tooManyVisitorInquiries', SM.tooManyNonMember);
  }
  const at = new Date(args.now);
  await insertVisitorInquiry(sql, {
    name: args.name.trim(),
    phoneNumber: args.phoneNumber,
    question: args.question.trim(),
    ip: args.ip,
    at,
  });
  return done(undefined);
}

/** A member's 1:1 inquiry with the spec's title and content rules. */
export async function registerInquiry(
  sql: Sql,
  args: { memberId: number; title: string; contents: string; template: string | null; now: number },
): Promise<SupportOutcome<number>> {
  if (args.title === '') return refuse('titleRequired', SM.titleRequired);
  if (args.title.trim() === '') return refuse('titleBlank', SM.titleBlank);
  if (args.contents.trim() === '') return refuse('contentRequired', SM.contentRequired);
  // Spec 5's character set, the rule the inquiry form checks before sending.
  if (!isAllowedInquiryContent(args.contents)) return refuse('contentCharacters', SM.contentCharacters);
  return done(await createInquiry(sql, { ...args, title: args.title.trim() }));
}

/** Only answered inquiries can be deleted (spec 4), and only the member's own. */
export async function deleteInquiry(sql: Sql, memberId: number, id: number): Promise<SupportOutcome<void>> {
  const found = await inquiryForDelete(sql, id);
  if (!found) return refuse('notFound', SM.notFound);
  if (found.memberId !== memberId) return refuse('otherMember', SERVER_MESSAGES.otherMember);
  if (!found.answered) return refuse('waiting', SM.waitingCannotDelete);
  await hideInquiry(sql, memberId, id);
  return done(undefined);
}
