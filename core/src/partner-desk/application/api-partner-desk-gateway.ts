import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import {
  createPartnerCodeCall,
  partnerAnalysisCall,
  partnerBetsCall,
  partnerCalcCall,
  partnerCasinoBetsCall,
  partnerCodesCall,
  partnerDepositsCall,
  partnerMemberListCall,
  partnerSummaryCall,
  partnerWithdrawalsCall,
} from '../../api/contracts/partner.js';
import type { PartnerDeskGateway, PartnerListQuery } from './partner-desk.gateway.js';

const listQuery = (q: PartnerListQuery) => ({
  page: q.page,
  perpage: q.perpage,
  from: q.from,
  to: q.to,
  ...(q.memberId === undefined ? {} : { memberId: q.memberId }),
});

/** The PartnerDeskGateway over the client's shared caller and the calls' contracts. */
export function createApiPartnerDeskGateway(api: Pick<ApiClient, 'call'>): PartnerDeskGateway {
  return {
    summary: () => invoke(api.call, partnerSummaryCall, {}),
    members: (q) =>
      invoke(api.call, partnerMemberListCall, {
        query: {
          page: q.page,
          perpage: q.perpage,
          ...(q.search ? { search: q.search } : {}),
          ...(q.partnersOnly ? { partnersOnly: 1 } : {}),
        },
      }),
    deposits: (q) => invoke(api.call, partnerDepositsCall, { query: listQuery(q) }),
    withdrawals: (q) => invoke(api.call, partnerWithdrawalsCall, { query: listQuery(q) }),
    bets: (q) => invoke(api.call, partnerBetsCall, { query: listQuery(q) }),
    casinoBets: (q) => invoke(api.call, partnerCasinoBetsCall, { query: listQuery(q) }),
    calc: (range) => invoke(api.call, partnerCalcCall, { query: { from: range.from, to: range.to } }),
    analysis: (range) => invoke(api.call, partnerAnalysisCall, { query: { from: range.from, to: range.to } }),
    codes: () => invoke(api.call, partnerCodesCall, {}),
    createCode: (code) => invoke(api.call, createPartnerCodeCall, { body: { code } }),
  };
}
