import { parseKstDateTime } from '../../shared/domain/kst.js';
import { RESPONSIBLE_PLAY_MESSAGES as M } from './responsible-play.messages.js';

/** The spec has no text for responsible play: these sentences are ours (see the messages file). */
describe('responsible play messages', () => {
  const at = parseKstDateTime('2026-03-05 15:30:00');

  it('words the limit refusals with the kind, period and amount', () => {
    expect(M.limitExceeded('deposit', 'day', 100_000)).toBe('입금 한도를 초과했습니다. (일 한도 100,000원)');
    expect(M.limitExceeded('wager', 'week', 5_000)).toBe('베팅 한도를 초과했습니다. (주 한도 5,000원)');
    expect(M.limitExceeded('loss', 'month', 1_000_000)).toBe('손실 한도를 초과했습니다. (월 한도 1,000,000원)');
  });

  it('words the pending raise, the exclusion start and its confirmation', () => {
    expect(M.raisePending(at)).toBe('한도 상향 및 해제는 24시간 후에 적용됩니다. 2026-03-05 15:30:00 이후에 다시 확정해주세요.');
    expect(M.exclusionStarted('coolOff', at)).toBe('휴식 기간이 시작되었습니다. (2026-03-05 15:30:00까지)');
    expect(M.exclusionStarted('selfExclusion', null)).toBe('자기 배제 기간이 시작되었습니다. (영구)');
    expect(M.confirmExclusion('coolOff', at)).toBe(
      '휴식 기간을 시작하면 2026-03-05 15:30:00까지 베팅과 입금을 할 수 없으며, 중간에 취소할 수 없습니다. 시작하시겠습니까?',
    );
    expect(M.confirmExclusion('selfExclusion', null)).toBe(
      '자기 배제 기간을 시작하면 영구히 베팅과 입금을 할 수 없으며, 중간에 취소할 수 없습니다. 시작하시겠습니까?',
    );
  });
});
