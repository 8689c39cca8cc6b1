import * as D from '../decode.js';
import { nothingDecoder } from '../contracts/common.js';
import { inquiryDtoDecoder, type InquiryBodyDto, type NonMemberInquiryBodyDto } from '../contracts/support.js';
import { path, type ApiCaller } from './call.js';

/** Customer centre inquiries (spec section 7 "Support"). */
export const createSupportApi = (call: ApiCaller) => ({
  sendNonMemberInquiry: (body: NonMemberInquiryBodyDto) =>
    call({ method: 'POST', path: '/supportNonMember', body, decoder: nothingDecoder }),
  /** GET /customer/user/{userId} (login id), polled every 5 s. */
  list: (userId: string) => call({ method: 'GET', path: path`/customer/user/${userId}`, decoder: D.array(inquiryDtoDecoder) }),
  /** POST /customer/ (the spec writes the trailing slash). */
  create: (body: InquiryBodyDto) => call({ method: 'POST', path: '/customer/', body, decoder: nothingDecoder }),
  deleteOne: (inquiryId: number) => call({ method: 'DELETE', path: path`/customer/delete/user/${inquiryId}`, decoder: nothingDecoder }),
  deleteAll: (userId: string) => call({ method: 'DELETE', path: path`/customer/deleteAll/${userId}`, decoder: nothingDecoder }),
});
export type SupportApi = ReturnType<typeof createSupportApi>;
