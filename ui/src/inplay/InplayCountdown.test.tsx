import { act, fireEvent, screen } from '@testing-library/react';
import { setup } from '../../../core/src/inplay/testing/inplay-test-kit.js';
import { flush, renderFeature } from '../design-system/testing/render-feature.js';
import { InplayBetButton, inplayBetButtonText } from './InplayBetButton.js';
import { TIMER_COLOURS } from './InplayCountdown.styles.js';
import { InplayCountdownContainer } from './InplayCountdownContainer.js';

/** The kit's football delay is 12 s; the countdown ticks on its FakeClock. */
async function counting() {
  const t = setup();
  renderFeature(<InplayCountdownContainer viewModel={t.vm} />);
  await act(async () => {
    t.vm.pressBet();
    await flush();
  });
  return t;
}

const seconds = (): HTMLElement => screen.getByTestId('inplay-countdown-seconds');
const tick = async (t: ReturnType<typeof setup>, ms: number): Promise<void> => {
  await act(async () => t.clock.advance(ms));
};

describe('InplayCountdownContainer', () => {
  it('draws nothing while no in-play bet is under way', () => {
    const t = setup();
    renderFeature(<InplayCountdownContainer viewModel={t.vm} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts down in green, orange at 10 s and red at 5 s', async () => {
    const t = await counting();
    expect(screen.getByTestId('inplay-countdown')).toBeTruthy();
    await tick(t, 1_000);
    expect(seconds().textContent).toBe('11');
    expect(seconds().dataset['colour']).toBe('green');
    expect(seconds().style.color).toBe(cssRgb(TIMER_COLOURS.green));
    await tick(t, 1_000);
    expect(seconds().textContent).toBe('10');
    expect(seconds().dataset['colour']).toBe('orange');
    expect(seconds().style.color).toBe(cssRgb(TIMER_COLOURS.orange));
    await tick(t, 4_000);
    expect([seconds().textContent, seconds().dataset['colour']]).toEqual(['6', 'orange']);
    await tick(t, 1_000);
    expect(seconds().textContent).toBe('5');
    expect(seconds().dataset['colour']).toBe('red');
    expect(seconds().style.color).toBe(cssRgb(TIMER_COLOURS.red));
  });

  it('is 200 px wide while counting down', async () => {
    await counting();
    const styles = Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('');
    expect(styles).toContain('max-width:200px');
  });

  it('asks when the odds moved: accept restarts the countdown with the new odds, cancel stops the bet', async () => {
    const t = await counting();
    await tick(t, 3_000);
    await act(async () => t.vm.oddsChanged());
    expect(screen.getByTestId('inplay-odds-confirm').textContent).toBe('배당이 변경되었습니다. 베팅하시겠습니까?');
    expect(screen.queryByTestId('inplay-countdown')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('inplay-odds-accept')));
    expect(t.accepted).toHaveLength(1);
    expect(seconds().textContent).toBe('12');
    await act(async () => t.vm.oddsChanged());
    await act(async () => fireEvent.click(screen.getByTestId('inplay-odds-cancel')));
    expect(screen.getByTestId('inplay-result').textContent).toBe('베팅이 취소되었습니다.');
    expect(t.gateway.posts).toEqual([]);
    await act(async () => fireEvent.click(screen.getByTestId('inplay-result-ok')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the post under way, then the result', async () => {
    const t = await counting();
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const post = t.gateway.placeInplayBet.bind(t.gateway);
    t.gateway.placeInplayBet = async (payload, token) => {
      await held;
      return post(payload, token);
    };
    await tick(t, 12_000);
    expect(screen.getByTestId('inplay-countdown').dataset['status']).toBe('posting');
    expect(screen.getByText('베팅 접수중...')).toBeTruthy();
    await act(async () => {
      answer();
      await flush();
    });
    expect(screen.getByTestId('inplay-result').textContent).toBe('베팅이 완료 되었습니다.');
  });
});

describe('InplayBetButton', () => {
  it('reads 베팅 진행중... while locked and stays pressable', () => {
    const presses: number[] = [];
    renderFeature(<InplayBetButton view={{ buttonLocked: true }} onPress={() => presses.push(1)} />);
    const button = screen.getByTestId('inplay-bet-button');
    expect(button.textContent).toBe('베팅 진행중...');
    fireEvent.click(button);
    expect(presses).toEqual([1]);
    expect(inplayBetButtonText({ buttonLocked: false })).toBe('베팅하기');
  });
});

/** jsdom reports inline colours as rgb(). */
function cssRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
