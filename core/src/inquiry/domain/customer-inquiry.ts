import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { isAllowedInquiryContent } from './inquiry-charset.js';
import { INQUIRY_MESSAGES } from './inquiry.messages.js';

export interface CustomerAnswer {
  readonly answerContents: string;
}

/** A member's own support inquiry (GET /customer/user/{userId}). */
export interface CustomerInquiry {
  readonly id: number;
  readonly title: string;
  readonly questionContents: string;
  readonly createdAt: string;
  readonly template?: string | null;
  readonly memberId?: number;
  /** Absent or empty while the inquiry waits for an answer. */
  readonly customerAnswer?: readonly CustomerAnswer[] | null;
}

/** The list of inquiries is polled while the screen is open (spec 7). */
export const INQUIRY_POLL_MS = 5_000;

export type InquiryStatus = 'waiting' | 'answered';

/** Waiting while no answers, answered once one exists (spec 4). */
export const inquiryStatus = (i: CustomerInquiry): InquiryStatus => ((i.customerAnswer?.length ?? 0) > 0 ? 'answered' : 'waiting');

export const inquiryBadge = (i: CustomerInquiry): string =>
  inquiryStatus(i) === 'answered' ? INQUIRY_MESSAGES.badgeAnswered : INQUIRY_MESSAGES.badgeWaiting;

/** Only answered inquiries show a delete button. */
export const canDeleteInquiry = (i: CustomerInquiry): boolean => inquiryStatus(i) === 'answered';

export function checkDeleteInquiry(i: CustomerInquiry): Result<number, DomainError<'waitingNotDeletable'>> {
  return canDeleteInquiry(i) ? ok(i.id) : fail(domainError('waitingNotDeletable', INQUIRY_MESSAGES.waitingNotDeletable));
}

/** What POST /customer/ carries besides the member id (added from the session). */
export interface NewCustomerInquiry {
  readonly title: string;
  readonly questionContents: string;
  /** Only the account inquiry has one ('A3'); a typed inquiry sends null. */
  readonly template: string | null;
}

export type InquiryDraftRefusal = DomainError<'titleRequired' | 'titleBlank' | 'contentRequired' | 'contentCharset'>;

/**
 * Checks a typed inquiry in screen order: title first, then content. Content made only of
 * whitespace counts as empty. The title is sent trimmed; the content as typed.
 */
export function validateInquiryDraft(title: string, content: string): Result<NewCustomerInquiry, InquiryDraftRefusal> {
  if (title === '') return fail(domainError('titleRequired', INQUIRY_MESSAGES.titleRequired));
  if (title.trim() === '') return fail(domainError('titleBlank', INQUIRY_MESSAGES.titleBlank));
  if (content.trim() === '') return fail(domainError('contentRequired', INQUIRY_MESSAGES.contentRequired));
  if (!isAllowedInquiryContent(content)) return fail(domainError('contentCharset', INQUIRY_MESSAGES.contentCharset));
  return ok({ title: title.trim(), questionContents: content, template: null });
}
