import type { NewCustomerInquiry } from './customer-inquiry.js';
import { INQUIRY_MESSAGES } from './inquiry.messages.js';

/** Role is the member level; the template caps it at 5 like the level images (spec 3, 6). */
export const ACCOUNT_INQUIRY_MAX_ROLE = 5;

/** fastAccountFlag of the site settings: 0 normal account inquiry, anything else quick (spec 3). */
export type AccountInquiryMode = 'normal' | 'quick';

export const accountInquiryMode = (fastAccountFlag: number): AccountInquiryMode => (fastAccountFlag === 0 ? 'normal' : 'quick');

/**
 * Template of the account inquiry: userType followed by the role capped at 5 ('A3', 'T5').
 * The spec caps only from above; a role below 1 is sent as it is (the server decides).
 */
export const accountInquiryTemplate = (userType: string, role: number): string =>
  `${userType}${Math.min(Math.trunc(role), ACCOUNT_INQUIRY_MAX_ROLE)}`;

/** The deposit-account inquiry sent without a form: fixed title and text, template from the member. */
export function accountInquiry(member: { readonly userType: string; readonly role: number }, fastAccountFlag: number): NewCustomerInquiry {
  const quick = accountInquiryMode(fastAccountFlag) === 'quick';
  return {
    title: quick ? INQUIRY_MESSAGES.quickAccountInquiryTitle : INQUIRY_MESSAGES.accountInquiryTitle,
    questionContents: INQUIRY_MESSAGES.accountInquiryContents,
    template: accountInquiryTemplate(member.userType, member.role),
  };
}
