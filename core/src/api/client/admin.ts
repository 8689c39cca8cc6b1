/**
 * Admin calls for the site's end-to-end tests, from the calls' contracts (../contracts/admin.ts).
 * Approvals, rejections and settlement move money and so carry an idempotency key.
 */
import { invoke } from '../contract/index.js';
import {
  adminAnswerInquiryCall,
  adminApproveChargeCall,
  adminApproveMemberCall,
  adminMessageCall,
  adminRejectChargeCall,
  adminSettingsCall,
  adminSettleFixtureCall,
  adminWriteBoardCall,
  type AdminBoardBodyDto,
  type AdminMessageBodyDto,
  type AdminSettingsBodyDto,
  type FixtureResultBodyDto,
} from '../contracts/admin.js';
import type { ReadonlyInput } from '../contracts/foundation-common.js';
import type { ApiCaller } from './call.js';

export const createAdminApi = (call: ApiCaller) => ({
  approveMember: (memberId: number) => invoke(call, adminApproveMemberCall, { params: { id: memberId } }),
  approveCharge: (chargeId: number) => invoke(call, adminApproveChargeCall, { params: { id: chargeId } }),
  rejectCharge: (chargeId: number) => invoke(call, adminRejectChargeCall, { params: { id: chargeId } }),
  /** Enters a fixture's result and settles every slip it decides (see FixtureResultBodyDto). */
  settleFixture: (fixtureId: number, body: ReadonlyInput<FixtureResultBodyDto>) =>
    invoke(call, adminSettleFixtureCall, { params: { fixtureId }, body: body as FixtureResultBodyDto }),
  answerInquiry: (inquiryId: number, answerContents: string) =>
    invoke(call, adminAnswerInquiryCall, { params: { id: inquiryId }, body: { answerContents } }),
  sendMessage: (body: AdminMessageBodyDto) => invoke(call, adminMessageCall, { body }),
  writeBoard: (body: AdminBoardBodyDto) => invoke(call, adminWriteBoardCall, { body }),
  changeSettings: (body: AdminSettingsBodyDto) => invoke(call, adminSettingsCall, { body }),
});
export type AdminApi = ReturnType<typeof createAdminApi>;
