export { INQUIRY_ALLOWED_SPECIAL_CHARACTERS, isAllowedInquiryContent } from './domain/inquiry-charset.js';
export { INQUIRY_MESSAGES } from './domain/inquiry.messages.js';
export {
  canDeleteInquiry,
  checkDeleteInquiry,
  INQUIRY_POLL_MS,
  inquiryBadge,
  inquiryStatus,
  validateInquiryDraft,
} from './domain/customer-inquiry.js';
export type { CustomerAnswer, CustomerInquiry, InquiryDraftRefusal, InquiryStatus, NewCustomerInquiry } from './domain/customer-inquiry.js';
export { ACCOUNT_INQUIRY_MAX_ROLE, accountInquiry, accountInquiryMode, accountInquiryTemplate } from './domain/account-inquiry.js';
export type { AccountInquiryMode } from './domain/account-inquiry.js';
export { NON_MEMBER_INQUIRY_FIELDS, nonMemberInquiryErrors, validateNonMemberInquiry } from './domain/non-member-inquiry.js';
export type { NonMemberInquiry, NonMemberInquiryErrors, NonMemberInquiryField } from './domain/non-member-inquiry.js';
export { InquiryGateway, NonMemberInquiryGateway } from './application/inquiry.gateway.js';
export { InquiryViewModel, toInquiryListItem } from './application/inquiry.view-model.js';
export type {
  AccountInquiryContext,
  InquiryCommand,
  InquiryConfirm,
  InquiryListItem,
  InquiryView,
  InquiryViewModelDeps,
} from './application/inquiry.view-model.js';
export { NonMemberInquiryViewModel } from './application/non-member-inquiry.view-model.js';
export type { NonMemberInquiryView } from './application/non-member-inquiry.view-model.js';
export { createApiInquiryGateway, createApiNonMemberInquiryGateway } from './application/api-inquiry-gateway.js';
export { INQUIRY_API_MESSAGES } from './domain/inquiry-api.messages.js';
