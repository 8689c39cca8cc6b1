import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { RouletteViewModel, type RouletteKind, type RouletteView } from '@bet/core/roulette';
import type { MemberType } from '@bet/core/session';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { FakeRouletteGateway } from './testing/roulette-fakes.js';
import { RouletteAlerts, RouletteDialog } from './RouletteDialog.js';
import { roulettePhase, rouletteStopAngle } from './roulette-phase.js';

async function openRoulette(kind: RouletteKind = 'normal', type: MemberType = 'member') {
  const gateway = new FakeRouletteGateway();
  const clock = new FakeClock(0);
  const vm = new RouletteViewModel({ gateway, clock, isLoggedIn: () => true, member: () => ({ type }) });
  const shell = shellCallbacks();
  const onClose = jest.fn();
  const onSwitch = jest.fn();
  const tree = (k: RouletteKind) => (
    <>
      <RouletteDialog viewModel={vm} kind={k} onClose={onClose} onSwitch={onSwitch} />
      <RouletteAlerts viewModel={vm} onAlert={shell.onAlert} />
    </>
  );
  const view = renderFeature(tree(kind));
  await act(flush);
  return { gateway, clock, vm, shell, onClose, onSwitch, rerender: (k: RouletteKind) => view.rerender(tree(k)) };
}

const styleText = (): string => Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('');
const spinButton = (): HTMLElement => screen.getByTestId('roulette-spin');
const wheel = (): HTMLElement => screen.getByTestId('roulette-wheel');
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('RouletteDialog', () => {
  it('shows the coupon count on the spin button of each wheel, and switches wheels through the shell', async () => {
    const t = await openRoulette();
    expect(screen.getByRole('heading', { name: '일반 룰렛' })).toBeTruthy();
    expect(spinButton().textContent).toBe('룰렛 돌리기 (3장)');
    expect(screen.getByTestId('roulette-coupons').textContent).toBe('보유 쿠폰: 일반 3장 · VIP 1장');
    fireEvent.click(screen.getByTestId('roulette-tab-vip'));
    expect(t.onSwitch).toHaveBeenCalledWith('vip');
    t.rerender('vip');
    await act(flush);
    expect(screen.getByRole('heading', { name: 'VIP 룰렛' })).toBeTruthy();
    expect(spinButton().textContent).toBe('룰렛 돌리기 (1장)');
    let open: RouletteView['openDialog'] = null;
    t.vm.state$.subscribe((v) => (open = v.openDialog));
    expect(open).toBe('vip');
  });

  it('offers the accumulated-coupon button to a partner, not to an ordinary member (spec 6); a claim alerts and recounts', async () => {
    await openRoulette('normal', 'member');
    expect(screen.queryByTestId('roulette-claim')).toBeNull();
    cleanup();
    const t = await openRoulette('normal', 'partner');
    await press(screen.getByRole('button', { name: '적립 쿠폰 받기' }));
    expect(t.gateway.claims).toBe(1);
    expect(t.shell.alerts).toEqual(['룰렛 쿠폰이 지급되었습니다. (일반 1장, VIP 0장)']);
    expect(spinButton().textContent).toBe('룰렛 돌리기 (4장)');
  });

  it('shows the commitment of the next spin before it, and the new one after the spin', async () => {
    const t = await openRoulette();
    // A person reads a short form (first and last 8 digits); the whole hash waits under 전체 보기, and 공정성 검증 links the check.
    expect(screen.getByTestId('roulette-commitment-short').textContent).toBe('aaaaaaaa…aaaaaaaa');
    expect(screen.getByTestId('roulette-commitment-full').textContent).toBe('a'.repeat(64));
    expect(screen.getByRole('link', { name: '공정성 검증' }).getAttribute('href')).toBe('/fairness');
    t.gateway.nextResult = { value: 0, name: '꽝', nextSeedHash: `c${'b'.repeat(62)}d` };
    await press(spinButton());
    expect(screen.getByTestId('roulette-commitment-short').textContent).toBe('cbbbbbbb…bbbbbbbd');
  });

  it("answers a second spin while one runs with '룰렛을 돌리고 있습니다.' and sends one spin only", async () => {
    const t = await openRoulette();
    t.gateway.holding = true;
    await press(spinButton());
    expect(wheel().dataset['phase']).toBe('spinning');
    await press(spinButton());
    expect(t.shell.alerts).toEqual(['룰렛을 돌리고 있습니다.']);
    expect(t.gateway.spins).toEqual([1]);
  });

  it('spins 0.5 s a turn, lands after 2 s and alerts the result 1 s later', async () => {
    const t = await openRoulette();
    await press(spinButton());
    expect(wheel().dataset['spinMs']).toBe('500');
    expect(wheel().dataset['phase']).toBe('spinning');
    expect(styleText()).toMatch(/animation:\s*\w+ 500ms linear infinite/);
    await act(async () => t.clock.advance(1_999));
    expect(wheel().dataset['phase']).toBe('spinning');
    await act(async () => {
      t.clock.advance(1);
      await flush();
    });
    expect(wheel().dataset['phase']).toBe('landed');
    expect(styleText()).toContain('transition:transform 500ms ease-out');
    expect(t.shell.alerts).toEqual([]);
    await act(async () => t.clock.advance(1_000));
    expect(t.shell.alerts).toEqual(['축하합니다! 5,000 포인트에 당첨되었습니다.']);
  });

  it('turns the VIP wheel 0.4 s a turn and spends a VIP coupon', async () => {
    const t = await openRoulette('vip');
    expect(wheel().dataset['spinMs']).toBe('400');
    await press(spinButton());
    expect(styleText()).toMatch(/animation:\s*\w+ 400ms linear infinite/);
    expect(t.gateway.spins).toEqual([2]);
  });

  it('closes the wheel in core and in the shell', async () => {
    const t = await openRoulette();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(t.onClose).toHaveBeenCalledTimes(1);
    let open: RouletteView['openDialog'] = 'normal';
    t.vm.state$.subscribe((v) => (open = v.openDialog));
    expect(open).toBeNull();
  });
});

describe('roulette wheel maths', () => {
  const base: RouletteView = {
    openDialog: 'normal',
    coupons: { normal: 1, vip: 0 },
    spinButtonLabel: null,
    spinning: null,
    target: null,
    lastResult: null,
    alert: null,
    canClaimCoupons: false,
    claiming: false,
    seedHash: null,
  };
  const stored = { kind: 'normal' as const, result: { value: 3000, name: '3000' }, outcome: { kind: 'miss' as const }, text: '' };

  it('tells a stored result of this spin from the previous one', () => {
    expect(roulettePhase(base, 'normal', null)).toBe('idle');
    expect(roulettePhase({ ...base, spinning: 'normal', lastResult: stored }, 'normal', stored)).toBe('spinning');
    expect(roulettePhase({ ...base, spinning: 'normal', lastResult: { ...stored } }, 'normal', stored)).toBe('landed');
    expect(roulettePhase({ ...base, lastResult: stored, target: { kind: 'normal', segmentIndex: 0 } }, 'normal', null)).toBe('landed');
    expect(roulettePhase({ ...base, spinning: 'vip' }, 'normal', null)).toBe('idle');
  });

  it('puts the centre of the won segment under the pointer after whole turns', () => {
    for (const count of [8, 12]) {
      for (let i = 0; i < count; i += 1) {
        const angle = rouletteStopAngle(i, count);
        const centre = (i * 360) / count + 180 / count;
        expect((((angle + centre) % 360) + 360) % 360).toBeCloseTo(0);
        expect(angle).toBeGreaterThan(360 * 4);
      }
    }
    expect(rouletteStopAngle(-1, 8) % 360).toBe(0);
  });
});
