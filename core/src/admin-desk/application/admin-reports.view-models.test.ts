import { won } from '../../shared/domain/money.js';
import { apiError } from '../../shared/domain/api-error.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeAdminDeskGateway } from '../testing/fake-admin-desk-gateway.js';
import { dashboardAnswer, FakeAdminReportsGateway } from '../testing/fake-admin-reports-gateway.js';
import { AdminAuditViewModel, type AdminAuditView } from './admin-audit.view-model.js';
import { AdminDashboardViewModel, type AdminDashboardView } from './admin-dashboard.view-model.js';
import { AdminExportViewModel, type AdminExportView } from './admin-export.view-model.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** 2026-03-02 12:00 KST. */
const NOW = Date.UTC(2026, 2, 2, 3, 0, 0);

function latest<V>(vm: { state$: { subscribe(next: (v: V) => void): unknown } }): () => V {
  let view!: V;
  vm.state$.subscribe((v) => (view = v));
  return () => view;
}

describe('AdminDashboardViewModel', () => {
  it('shows the three periods as won and head counts, a series per figure for the charts, the liability and the queues', async () => {
    const reports = new FakeAdminReportsGateway();
    const base = dashboardAnswer('2026-03-02');
    const today = {
      deposits: won(30_000),
      withdrawals: won(5_000),
      stakes: won(12_000),
      payouts: won(20_000),
      ggr: won(-8_000),
      activeMembers: 3,
      newMembers: 1,
    };
    reports.answerWith = {
      ...base,
      periods: { ...base.periods, today },
      days: base.days.map((d, i) => (i === 29 ? { ...d, ...today } : d)),
      openLiability: won(1_234_500),
      openSlips: 4,
      pending: { signUps: 2, deposits: 1, withdrawals: 0, usdt: 3, inquiries: 5 },
    };
    const vm = new AdminDashboardViewModel({ gateway: reports });
    const view = latest<AdminDashboardView>(vm);
    expect(view()).toMatchObject({ loading: true, periods: [], liability: null });
    await flush();
    expect(view().today).toBe('2026-03-02');
    expect(view().periods.map((p) => p.period)).toEqual(['today', 'last7', 'last30']);
    expect(view().periods[0]!.figures.map((f) => [f.key, f.text, f.negative])).toEqual([
      ['deposits', '30,000원', false],
      ['withdrawals', '5,000원', false],
      ['stakes', '12,000원', false],
      ['payouts', '20,000원', false],
      ['ggr', '-8,000원', true],
      ['activeMembers', '3명', false],
      ['newMembers', '1명', false],
    ]);
    expect(view().dayLabels).toHaveLength(30);
    expect(view().dayLabels.at(-1)).toBe('03-02');
    expect(view().money.map((s) => s.key)).toEqual(['deposits', 'withdrawals', 'stakes', 'payouts', 'ggr']);
    expect(view().money[0]!.values.at(-1)).toBe(30_000);
    expect(view().members.map((s) => [s.key, s.values.at(-1)])).toEqual([
      ['activeMembers', 3],
      ['newMembers', 1],
    ]);
    expect(view().liability).toEqual({ text: '1,234,500원', slips: 4 });
    expect(view().queues).toEqual([
      { key: 'signUps', count: 2 },
      { key: 'deposits', count: 1 },
      { key: 'withdrawals', count: 0 },
      { key: 'usdt', count: 3 },
      { key: 'inquiries', count: 5 },
    ]);
    vm.dispose();
  });

  it('alerts a refused load, keeps what it showed, and loads again on refresh', async () => {
    const reports = new FakeAdminReportsGateway();
    const vm = new AdminDashboardViewModel({ gateway: reports });
    const view = latest<AdminDashboardView>(vm);
    await flush();
    reports.failNext = apiError('http', '관리자만 이용할 수 있습니다.', { status: 403 });
    vm.refresh();
    await flush();
    expect(view()).toMatchObject({ loading: false, alert: '관리자만 이용할 수 있습니다.', today: '2026-03-02' });
    vm.dismissAlert();
    vm.refresh();
    await flush();
    expect(view().alert).toBeNull();
    expect(reports.calls).toEqual(['dashboard', 'dashboard', 'dashboard']);
    vm.dispose();
  });
});

describe('AdminExportViewModel', () => {
  it('offers this month to today, a link while the range is valid and the Korean refusal otherwise', () => {
    const vm = new AdminExportViewModel('charges', { gateway: new FakeAdminReportsGateway(), clock: new FakeClock(NOW) });
    const view = latest<AdminExportView>(vm);
    expect(view()).toEqual({
      kind: 'charges',
      label: '입출금',
      from: '2026-03-01',
      to: '2026-03-02',
      href: '/api/admin/export/charges?from=2026-03-01&to=2026-03-02',
      fileName: 'charges_2026-03-01_2026-03-02.csv',
      error: null,
    });
    vm.setFrom('2026-03-05');
    expect(view()).toMatchObject({ href: null, error: '조회 시작일이 종료일보다 늦습니다.' });
    vm.setFrom('2025-01-01');
    expect(view()).toMatchObject({ href: null, error: '조회 기간은 최대 366일입니다.' });
    vm.setFrom('2026-02-01');
    vm.setTo('2026-03-03');
    expect(view()).toMatchObject({ href: null, error: '오늘 이후의 날짜는 조회할 수 없습니다.' });
    vm.setTo('2026-02-28');
    expect(view()).toMatchObject({ href: '/api/admin/export/charges?from=2026-02-01&to=2026-02-28', error: null });
    vm.dispose();
  });
});

describe('AdminAuditViewModel filters', () => {
  it('sends the date and action filters with the search, reloads at once on an action, and links the CSV with them', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.audit_ = [
      { id: 3, at: '2026-03-02 10:00:00', actor: 'admin', ip: null, action: 'login.failed', target: null, detail: {} },
      { id: 2, at: '2026-03-01 10:00:00', actor: 'admin', ip: null, action: 'login', target: null, detail: {} },
      { id: 1, at: '2026-02-20 10:00:00', actor: 'admin', ip: null, action: 'login', target: null, detail: {} },
    ];
    const vm = new AdminAuditViewModel({ gateway, reports: new FakeAdminReportsGateway(), clock: new FakeClock(NOW) });
    const view = latest<AdminAuditView>(vm);
    await flush();
    expect(view().rows.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(view().exportHref).toBe('/api/admin/export/audit?from=2026-03-01&to=2026-03-02');
    vm.setFrom('2026-03-01');
    vm.setTo('2026-03-01');
    expect(gateway.calls).toHaveLength(1);
    vm.search();
    await flush();
    expect(view().rows.map((r) => r.id)).toEqual([2]);
    expect(gateway.calls.at(-1)).toBe(`audit 1 '' {"from":"2026-03-01","to":"2026-03-01","action":null}`);
    vm.setFrom('');
    vm.setTo('');
    vm.setAction('login');
    await flush();
    expect(view().rows.map((r) => [r.id, r.action])).toEqual([
      [2, '로그인'],
      [1, '로그인'],
    ]);
    expect(view()).toMatchObject({ action: 'login', exportHref: '/api/admin/export/audit?from=2026-03-01&to=2026-03-02&action=login' });
    expect(view().exportFileName).toBe('audit_2026-03-01_2026-03-02.csv');
    vm.dispose();
  });
});
