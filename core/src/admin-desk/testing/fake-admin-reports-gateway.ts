import type { AdminDashboardDto } from '../../api/contracts/admin-reports.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import { won } from '../../shared/domain/money.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { daysEndingOn } from '../domain/admin-dashboard.js';
import type { AdminExportRange, AdminReportsGateway } from '../application/admin-reports.gateway.js';

const zeroTotals = { deposits: won(0), withdrawals: won(0), stakes: won(0), payouts: won(0), ggr: won(0), activeMembers: 0, newMembers: 0 };

/** A dashboard of 30 quiet days ending on `today` (override any field). */
export const dashboardAnswer = (today: string, extra: Partial<AdminDashboardDto> = {}): AdminDashboardDto => ({
  today,
  periods: { today: zeroTotals, last7: zeroTotals, last30: zeroTotals },
  days: daysEndingOn(today, 30).map((day) => ({ day, ...zeroTotals })),
  openLiability: won(0),
  openSlips: 0,
  pending: { signUps: 0, deposits: 0, withdrawals: 0, usdt: 0, inquiries: 0 },
  ...extra,
});

/** The reports in memory: a scripted dashboard, scripted failures, links built like the real one's. */
export class FakeAdminReportsGateway implements AdminReportsGateway {
  answerWith: AdminDashboardDto = dashboardAnswer('2026-03-02');
  readonly calls: string[] = [];
  failNext: ApiError | null = null;

  async dashboard(): Promise<Result<AdminDashboardDto, ApiError>> {
    this.calls.push('dashboard');
    const failure = this.failNext;
    this.failNext = null;
    return failure ? fail(failure) : ok(this.answerWith);
  }

  exportUrl(kind: string, range: AdminExportRange): string {
    return `/api/admin/export/${kind}?from=${range.from}&to=${range.to}${range.action ? `&action=${range.action}` : ''}`;
  }
}
