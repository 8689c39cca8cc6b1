import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPartnerCodeCall,
  partnerAnalysisCall,
  partnerBetsCall,
  partnerCalcCall,
  partnerCasinoBetsCall,
  partnerCodesCall,
  partnerDepositsCall,
  partnerMemberListCall,
  partnerWithdrawalsCall,
} from '@bet/core/api';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { offsetOf } from '../../http/schema.js';
import { kstText, memberOf } from '../route-kit.js';
import {
  casinoRoundPage,
  downlineMemberPage,
  moneyRequestPage,
  slipPage,
  type CodeRow,
  type MoneyRequestRow,
} from './partner-desk-store.js';
import { checkedMember, checkedRange, createCode, listCodes, partnerAnalysis, partnerCalc } from './partner-desk-use-cases.js';
import { CLOSED_TO_PARTNER, statusesForPartner } from '../responsible-play/responsible-play-use-cases.js';

/** What the downline lists (money requests, slips, casino rounds) are asked. */
interface DownlineListQuery {
  readonly page: number;
  readonly perpage: number;
  readonly from: string;
  readonly to: string;
  readonly memberId?: number;
}

/**
 * The partner desk (issue 11; contracts in core/src/api/contracts/partner.ts): the downline's
 * members, money requests, slips and casino rounds, the settlement and its days, the referral
 * codes. Auth 'partner' (banType 0 and type 1 or 2); every answer is the caller's downline only.
 * HTTP only: rules in partner-desk-use-cases.ts, SQL in partner-desk-store.ts.
 */
export async function partnerDeskRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const partner = { config: { auth: 'partner' as const } };

  /** The downline lists' query: the caller, the checked KST range, one downline member (or all), the page. */
  const downlineList = async (request: FastifyRequest, q: DownlineListQuery) => {
    const me = memberOf(request).id;
    const range = valueOf(checkedRange(q.from, q.to));
    const memberId = valueOf(await checkedMember(db, me, q.memberId));
    // `now`: a member excluded at this moment (responsible play) is left out of the lists.
    return {
      me,
      query: { range: range.instants, memberId, now: new Date(clock.now()), limit: q.perpage, offset: offsetOf(q.page, q.perpage) },
    };
  };

  serve(api, partnerMemberListCall, partner, async (request) => {
    const { page, perpage, search, partnersOnly } = request.query;
    const trimmed = search?.trim() ?? '';
    const { total, rows } = await downlineMemberPage(
      db,
      memberOf(request).id,
      { search: trimmed === '' ? null : trimmed, partnersOnly: partnersOnly === 1 },
      perpage,
      offsetOf(page, perpage),
    );
    const statusOf = await statusesForPartner(db, rows, clock.now()); // responsible play: excluded = 'closed'
    return {
      total,
      list: rows.map((r) => {
        const status = statusOf(r.id, r.status);
        return {
          id: Number(r.id),
          userId: r.user_id,
          nickname: r.nickname,
          role: Number(r.role),
          type: Number(r.type),
          status,
          createdAt: kstText(r.created_at),
          depth: Number(r.depth),
          // An excluded member's balance is not the partner's to see (only the closed status).
          cash: status === CLOSED_TO_PARTNER ? null : Number(r.cash),
        };
      }),
    };
  });

  const moneyRow = (r: MoneyRequestRow) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    userId: r.user_id,
    nickname: r.nickname,
    chargeType: Number(r.charge_type),
    amount: Number(r.amount_won),
    status: Number(r.status),
    createdAt: kstText(r.created_at),
    processedAt: r.processed_at ? kstText(r.processed_at) : null,
  });

  for (const [call, mode] of [
    [partnerDepositsCall, 0],
    [partnerWithdrawalsCall, 1],
  ] as const) {
    serve(api, call, partner, async (request) => {
      const { me, query } = await downlineList(request, request.query);
      const p = await moneyRequestPage(db, me, { mode, ...query });
      return { total: p.total, doneTotal: p.doneTotal, list: p.rows.map(moneyRow) };
    });
  }

  serve(api, partnerBetsCall, partner, async (request) => {
    const { me, query } = await downlineList(request, request.query);
    const p = await slipPage(db, me, query);
    return {
      total: p.total,
      stakeTotal: p.stakeTotal,
      winTotal: p.winTotal,
      list: p.rows.map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        userId: r.user_id,
        nickname: r.nickname,
        gameType: Number(r.game_type),
        title: r.title ?? '',
        legs: Number(r.legs),
        amount: Number(r.amount),
        // total_ratio is integer hundredths; the wire carries the decimal price.
        totalOdds: Number(r.total_ratio) / 100,
        expectAmount: Number(r.expect_amount),
        winAmount: Number(r.win_amount),
        settlementFlag: Number(r.settlement_flag),
        createdAt: kstText(r.created_at),
      })),
    };
  });

  serve(api, partnerCasinoBetsCall, partner, async (request) => {
    const { me, query } = await downlineList(request, request.query);
    const p = await casinoRoundPage(db, me, query);
    return {
      total: p.total,
      stakeTotal: p.stakeTotal,
      winTotal: p.winTotal,
      list: p.rows.map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        userId: r.user_id,
        nickname: r.nickname,
        category: r.category,
        provider: r.provider,
        gameName: r.game_name,
        betTotal: Number(r.bet_total),
        winTotal: Number(r.win_total),
        createdAt: kstText(r.created_at),
        endedAt: r.ended_at ? kstText(r.ended_at) : null,
      })),
    };
  });

  serve(api, partnerCalcCall, partner, async (request) => {
    const range = valueOf(checkedRange(request.query.from, request.query.to));
    const calc = await partnerCalc(db, memberOf(request).id, range);
    return {
      from: range.from,
      to: range.to,
      ...calc,
      categories: calc.categories.map((c) => ({ ...c, userRolling: { ...c.userRolling } })),
    };
  });

  serve(api, partnerAnalysisCall, partner, async (request) => {
    const range = valueOf(checkedRange(request.query.from, request.query.to));
    return { days: await partnerAnalysis(db, memberOf(request).id, range) };
  });

  const codeOut = (r: CodeRow) => ({ code: r.code, active: r.active, members: Number(r.members), createdAt: kstText(r.created_at) });

  serve(api, partnerCodesCall, partner, async (request) => (await listCodes(db, memberOf(request).id)).map(codeOut));

  serve(api, createPartnerCodeCall, partner, async (request) => {
    const me = memberOf(request);
    return codeOut(valueOf(await createCode(db, { id: me.id, type: me.type }, request.body.code, new Date(clock.now()))));
  });
}
