import { memberDtoDecoder } from '../contracts/auth.js';
import { idDtoDecoder, nothingDecoder } from '../contracts/common.js';
import {
  availabilityDtoDecoder,
  encodeJoin,
  suggestionCodeDtoDecoder,
  type ChangePasswordBodyDto,
  type JoinInput,
  type MemberCheckQuery,
  type ResetPasswordBodyDto,
} from '../contracts/member.js';
import { path, type ApiCaller } from './call.js';

/** Member record, passwords, sign-up (spec section 7 "Auth/user"). */
export const createMemberApi = (call: ApiCaller) => ({
  /** GET /member/{id} (numeric member id). */
  get: (memberId: number) => call({ method: 'GET', path: path`/member/${memberId}`, decoder: memberDtoDecoder }),
  /** PUT /member/change-password/{id} with the current password. */
  changePassword: (memberId: number, body: ChangePasswordBodyDto) =>
    call({ method: 'PUT', path: path`/member/change-password/${memberId}`, body, decoder: nothingDecoder }),
  /** POST /member/change-password, the variant without the current password. */
  resetPassword: (body: ResetPasswordBodyDto) => call({ method: 'POST', path: '/member/change-password', body, decoder: nothingDecoder }),
  /** GET /member/check: is this id, nickname, phone or account number still free? */
  checkAvailability: (query: MemberCheckQuery) => call({ method: 'GET', path: '/member/check', query, decoder: availabilityDtoDecoder }),
  /** POST /member/join with the spec's defaults filled in; answers the new member's id. */
  join: (input: JoinInput) => call({ method: 'POST', path: '/member/join', body: encodeJoin(input), decoder: idDtoDecoder }),
  /** GET /suggestioncode?codeEquals: the referral code's type and referrer. */
  suggestionCode: (code: string) =>
    call({ method: 'GET', path: '/suggestioncode', query: { codeEquals: code }, decoder: suggestionCodeDtoDecoder }),
});
export type MemberApi = ReturnType<typeof createMemberApi>;
