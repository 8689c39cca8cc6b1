import { firstValueFrom } from 'rxjs';
import { createApiClient } from '../../api/api-client.js';
import { DAY_MS, parseKstDateTime } from '../../shared/domain/kst.js';
import type { Won } from '../../shared/domain/money.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { FakeResponsiblePlayGateway } from '../testing/fake-responsible-play-gateway.js';
import { createApiResponsiblePlayGateway } from './api-responsible-play-gateway.js';
import { ResponsiblePlayViewModel } from './responsible-play.view-model.js';
import * as feature from '../index.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const NOW = parseKstDateTime('2026-11-23 12:00:00');

function setup(prepare: (gateway: FakeResponsiblePlayGateway) => void = () => undefined) {
  const clock = new FakeClock(NOW);
  const gateway = new FakeResponsiblePlayGateway(clock);
  prepare(gateway);
  const vm = new ResponsiblePlayViewModel({ gateway, clock });
  const view = () => firstValueFrom(vm.state$);
  const row = async (kind: string, period: string) =>
    (await view()).groups.find((g) => g.kind === kind)!.rows.find((r) => r.period === period)!;
  return { clock, gateway, vm, view, row };
}

describe('ResponsiblePlayViewModel', () => {
  it('loads three groups of three periods with no limits, and the exclusion choices', async () => {
    const { view, vm } = setup();
    expect((await view()).status).toBe('loading');
    await settle();
    const v = await view();
    expect(v.status).toBe('ready');
    expect(v.groups.map((g) => `${g.label}:${g.rows.map((r) => r.periodLabel).join('')}`)).toEqual([
      '입금:일주월',
      '베팅:일주월',
      '손실:일주월',
    ]);
    expect(v.groups[0]!.rows[0]).toMatchObject({ amountText: null, usedText: '0원', pending: null, draft: '' });
    expect(v.coolOffChoices.map((c) => c.label)).toEqual(['24시간', '7일', '30일']);
    expect(v.selfExclusionChoices.map((c) => c.label)).toEqual(['6개월', '1년', '5년', '영구']);
    expect(v.exclusion).toBeNull();
    vm.dispose();
  });

  it('sets a limit from the typed text (at once), then a raise waits 24 hours and is confirmed', async () => {
    const { vm, view, row, clock, gateway } = setup();
    await settle();
    vm.setDraft('deposit', 'day', '100,000');
    expect((await row('deposit', 'day')).draft).toBe('100,000');
    vm.saveLimit('deposit', 'day');
    await settle();
    expect((await view()).alert).toBe('한도가 바로 적용되었습니다.');
    expect(await row('deposit', 'day')).toMatchObject({ amountText: '100,000원', draft: '' });
    vm.dismissAlert();
    vm.setDraft('deposit', 'day', '300000');
    vm.saveLimit('deposit', 'day');
    await settle();
    expect((await view()).alert).toBe('한도 상향 및 해제는 24시간 후에 적용됩니다. 2026-11-24 12:00:00 이후에 다시 확정해주세요.');
    expect((await row('deposit', 'day')).pending).toEqual({
      amountText: '300,000원',
      effectiveAtText: '2026-11-24 12:00:00',
      canConfirm: false,
    });
    vm.confirmLimit('deposit', 'day');
    await settle();
    expect((await view()).alert).toBe('2026-11-24 12:00:00 이후에 확정할 수 있습니다.');
    clock.advance(DAY_MS);
    vm.cancelExclusion(); // any state change re-reads the clock
    expect((await row('deposit', 'day')).pending?.canConfirm).toBe(true);
    vm.confirmLimit('deposit', 'day');
    await settle();
    expect((await view()).alert).toBe('한도 변경이 적용되었습니다.');
    expect(await row('deposit', 'day')).toMatchObject({ amountText: '300,000원', pending: null });
    expect(gateway.calls).toContain('set deposit:day:300000');
  });

  it('removes a limit after 24 hours; cancelling a pending removal keeps it', async () => {
    const { vm, view, row } = setup((gateway) => {
      gateway.limits[3] = { ...gateway.limits[3]!, amount: 50_000 as Won };
      gateway.used = { day: 12_000 as Won, week: 12_000 as Won, month: 12_000 as Won };
    });
    await settle();
    expect(await row('wager', 'day')).toMatchObject({ amountText: '50,000원', usedText: '12,000원' });
    vm.removeLimit('wager', 'day');
    await settle();
    expect((await row('wager', 'day')).pending).toMatchObject({ amountText: null });
    vm.cancelLimitChange('wager', 'day');
    await settle();
    expect((await view()).alert).toBe('대기 중인 한도 변경을 취소했습니다.');
    expect((await row('wager', 'day')).pending).toBeNull();
  });

  it('refuses a bad amount before sending anything', async () => {
    const { vm, view, gateway } = setup();
    await settle();
    for (const text of ['', '1,500', '-1000', 'abc']) {
      vm.setDraft('loss', 'month', text);
      vm.saveLimit('loss', 'month');
      expect((await view()).alert).toBe('한도 금액을 1,000원 단위로 올바르게 입력해주세요.');
      vm.dismissAlert();
    }
    expect(gateway.calls).toEqual(['load']);
  });

  it('starts a cool-off only after the confirm dialog says it cannot be undone', async () => {
    const { vm, view, gateway } = setup();
    await settle();
    vm.askExclusion('7d');
    const asked = await view();
    expect(asked.confirm).toEqual({
      duration: '7d',
      message: '휴식 기간을 시작하면 2026-11-30 12:00:00까지 베팅과 입금을 할 수 없으며, 중간에 취소할 수 없습니다. 시작하시겠습니까?',
    });
    vm.setDraft('deposit', 'day', '1');
    expect((await view()).confirm).toBe(asked.confirm); // one object while open: forwarded once
    vm.cancelExclusion();
    expect((await view()).confirm).toBeNull();
    vm.confirmExclusion(); // nothing asked: nothing sent
    expect(gateway.calls).toEqual(['load']);
    vm.askExclusion('permanent');
    vm.confirmExclusion();
    await settle();
    const v = await view();
    expect(v.alert).toBe('자기 배제 기간이 시작되었습니다. (영구)');
    expect(v.exclusion).toEqual({ kindLabel: '자기 배제', durationLabel: '영구', endsAtText: null });
    vm.askExclusion('24h');
    vm.confirmExclusion();
    await settle();
    expect((await view()).alert).toBe('이미 이용 제한 기간입니다. (영구)');
  });

  it('shows a cool-off with its end, and a failed load', async () => {
    const { view } = setup((gateway) => gateway.exclusions.push({ kind: 'coolOff', duration: '24h', startsAt: NOW, endsAt: NOW + DAY_MS }));
    await settle();
    expect((await view()).exclusion).toEqual({ kindLabel: '휴식', durationLabel: '24시간', endsAtText: '2026-11-24 12:00:00' });
    const failing = setup((gateway) => {
      gateway.failLoad = true;
    });
    await settle();
    expect(await failing.view()).toMatchObject({ status: 'failed', alert: '잠시 후 다시 시도해주세요.' });
  });
});

describe('the feature index', () => {
  it('exports the view model, the gateway token and the rules', () => {
    expect(feature.ResponsiblePlayViewModel).toBe(ResponsiblePlayViewModel);
    expect(feature.ResponsiblePlayGateway).toBe(Symbol.for('ResponsiblePlayGateway'));
    expect(typeof feature.checkLimit).toBe('function');
  });
});

describe('createApiResponsiblePlayGateway', () => {
  it('speaks the contracts: state, limit changes, confirmation, cancel, exclusion', async () => {
    const state = {
      limits: [{ kind: 'deposit', period: 'day', amount: 100000, pending: { amount: null, effectiveAt: NOW } }],
      used: { deposit: { day: 1, week: 2, month: 3 }, wager: { day: 0, week: 0, month: 0 }, loss: { day: -5, week: 0, month: 0 } },
      exclusion: null,
    };
    const http = new FakeHttp()
      .on('GET', '/responsible-play', { status: 200, body: state })
      .on('PUT', '/responsible-play/limits', { status: 200, body: { message: '한도가 바로 적용되었습니다.', applied: true } })
      .on('POST', '/responsible-play/limits/confirm', { status: 409, body: { message: '확정할 한도 변경이 없습니다.' } })
      .on('POST', '/responsible-play/limits/cancel', { status: 200, body: { message: '취소' } })
      .on('POST', '/responsible-play/exclusion', { status: 200, body: { message: '시작', endsAt: null } });
    const g = createApiResponsiblePlayGateway(createApiClient(http));
    expect(await g.load()).toEqual({ ok: true, value: state });
    expect(await g.setLimit('deposit', 'day', 5_000 as Won)).toEqual({
      ok: true,
      value: { message: '한도가 바로 적용되었습니다.', applied: true },
    });
    expect(http.last('PUT', '/responsible-play/limits')?.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: 5000,
    });
    const refused = await g.confirmLimit('deposit', 'day');
    expect(refused.ok).toBe(false);
    expect(await g.cancelLimitChange('deposit', 'day')).toEqual({ ok: true, value: '취소' });
    expect(await g.startExclusion('5y')).toEqual({ ok: true, value: '시작' });
  });
});
