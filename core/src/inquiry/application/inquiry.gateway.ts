import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { CustomerInquiry, NewCustomerInquiry } from '../domain/customer-inquiry.js';
import type { NonMemberInquiry } from '../domain/non-member-inquiry.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Server calls of customer Q&A (spec 7). The acting member comes from the session. */
export interface InquiryGateway {
  /**
   * GET /customer/user/{userId}: the member's inquiries, newest first. `background`: the list's
   * poll, not the member (X-Background-Poll: no activity for the session's idle limit).
   */
  list(background?: boolean): Promise<Result<readonly CustomerInquiry[], ApiError>>;
  /** POST /customer/ {memberId, title, questionContents, template} */
  create(inquiry: NewCustomerInquiry): Promise<Result<void, ApiError>>;
  /** DELETE /customer/delete/user/{id} */
  deleteOne(id: number): Promise<Result<void, ApiError>>;
  /** DELETE /customer/deleteAll/{userId} */
  deleteAll(): Promise<Result<void, ApiError>>;
}
export const InquiryGateway = portToken<InquiryGateway>('InquiryGateway');

/** The one call a visitor can make (no session needed). */
export interface NonMemberInquiryGateway {
  /** POST /supportNonMember {name, phoneNumber, question} */
  send(inquiry: NonMemberInquiry): Promise<Result<void, ApiError>>;
}
export const NonMemberInquiryGateway = portToken<NonMemberInquiryGateway>('NonMemberInquiryGateway');
