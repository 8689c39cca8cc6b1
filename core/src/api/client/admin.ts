/**
 * Admin calls for the site's end-to-end tests (contracts and server notes: ../contracts/admin.ts).
 * Approvals, rejections and settlement move money and so carry an idempotency key.
 */
import { nothingDecoder } from '../contracts/common.js';
import type { AdminBoardBodyDto, AdminMessageBodyDto, AdminSettingsBodyDto, FixtureResultBodyDto } from '../contracts/admin.js';
import { path, type ApiCaller } from './call.js';

export const createAdminApi = (call: ApiCaller) => ({
  approveMember: (memberId: number) => call({ method: 'POST', path: path`/admin/members/${memberId}/approve`, decoder: nothingDecoder }),
  approveCharge: (chargeId: number) =>
    call({ method: 'POST', path: path`/admin/charges/${chargeId}/approve`, moneyMoving: true, decoder: nothingDecoder }),
  rejectCharge: (chargeId: number) =>
    call({ method: 'POST', path: path`/admin/charges/${chargeId}/reject`, moneyMoving: true, decoder: nothingDecoder }),
  /** Enters a fixture's result and settles every slip it decides (see FixtureResultBodyDto). */
  settleFixture: (fixtureId: number, body: FixtureResultBodyDto) =>
    call({ method: 'POST', path: path`/admin/fixtures/${fixtureId}/result`, body, moneyMoving: true, decoder: nothingDecoder }),
  answerInquiry: (inquiryId: number, answerContents: string) =>
    call({ method: 'POST', path: path`/admin/inquiries/${inquiryId}/answer`, body: { answerContents }, decoder: nothingDecoder }),
  sendMessage: (body: AdminMessageBodyDto) => call({ method: 'POST', path: '/admin/messages', body, decoder: nothingDecoder }),
  writeBoard: (body: AdminBoardBodyDto) => call({ method: 'POST', path: '/admin/boards', body, decoder: nothingDecoder }),
  changeSettings: (body: AdminSettingsBodyDto) => call({ method: 'PUT', path: '/admin/settings', body, decoder: nothingDecoder }),
});
export type AdminApi = ReturnType<typeof createAdminApi>;
