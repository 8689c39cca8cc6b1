import { invoke } from '../contract/index.js';
import {
  changePasswordCall,
  encodeJoin,
  joinCall,
  memberCheckCall,
  memberGetCall,
  resetPasswordCall,
  suggestionCodeCall,
  type ChangePasswordBodyDto,
  type JoinInput,
  type MemberCheckQuery,
  type ResetPasswordBodyDto,
} from '../contracts/member.js';
import type { ApiCaller } from './call.js';

/** Member record, passwords, sign-up (spec section 7 "Auth/user"), from the calls' contracts. */
export const createMemberApi = (call: ApiCaller) => ({
  /** GET /member/{id} (numeric member id). */
  get: (memberId: number) => invoke(call, memberGetCall, { params: { id: memberId } }),
  /** PUT /member/change-password/{id} with the current password. */
  changePassword: (memberId: number, body: ChangePasswordBodyDto) => invoke(call, changePasswordCall, { params: { id: memberId }, body }),
  /** POST /member/change-password, the variant without the current password. */
  resetPassword: (body: ResetPasswordBodyDto) => invoke(call, resetPasswordCall, { body }),
  /** GET /member/check: is this id, nickname, phone or account number still free? */
  checkAvailability: (query: MemberCheckQuery) => invoke(call, memberCheckCall, { query }),
  /** POST /member/join with the spec's defaults filled in; answers the new member's id. */
  join: (input: JoinInput) => invoke(call, joinCall, { body: encodeJoin(input) }),
  /** GET /suggestioncode?codeEquals: the referral code's type and referrer. */
  suggestionCode: (code: string) => invoke(call, suggestionCodeCall, { query: { codeEquals: code } }),
});
export type MemberApi = ReturnType<typeof createMemberApi>;
