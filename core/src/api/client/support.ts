import { invoke, type PollOptions } from '../contract/index.js';
import {
  inquiryCreateCall,
  inquiryDeleteAllCall,
  inquiryDeleteOneCall,
  inquiryListCall,
  nonMemberInquiryCall,
  type InquiryBodyDto,
  type NonMemberInquiryBodyDto,
} from '../contracts/support.js';
import type { ApiCaller } from './call.js';

/** Customer centre inquiries (spec section 7 "Support"), from the calls' contracts. */
export const createSupportApi = (call: ApiCaller) => ({
  sendNonMemberInquiry: (body: NonMemberInquiryBodyDto) => invoke(call, nonMemberInquiryCall, { body }),
  /** GET /customer/user/{userId} (login id), polled every 5 s. */
  list: (userId: string, poll?: PollOptions) => invoke(call, inquiryListCall, { params: { userId } }, poll),
  /** POST /customer/ (the spec writes the trailing slash). */
  create: (body: InquiryBodyDto) => invoke(call, inquiryCreateCall, { body }),
  deleteOne: (inquiryId: number) => invoke(call, inquiryDeleteOneCall, { params: { id: inquiryId } }),
  deleteAll: (userId: string) => invoke(call, inquiryDeleteAllCall, { params: { userId } }),
});
export type SupportApi = ReturnType<typeof createSupportApi>;
