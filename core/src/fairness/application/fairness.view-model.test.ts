import { ok } from '../../shared/domain/result.js';
import { FakeFairnessGateway, fakeFairRound } from '../testing/fake-fairness-gateway.js';
import { FairnessViewModel } from './fairness.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(gateway = new FakeFairnessGateway()) {
  const vm = new FairnessViewModel({ gateway });
  const view = latestView(vm.state$);
  return { gateway, vm, view };
}

describe('FairnessViewModel', () => {
  it('loads the games, then the first game’s drawn rounds, 10 a page', async () => {
    const { gateway, view } = setup();
    expect(view()).toMatchObject({ roundsLoading: true, check: { status: 'idle' } });
    await flush();
    await flush();
    expect(gateway.calls).toEqual([{ gameId: 301, page: 1, perpage: 10 }]);
    expect(view()).toMatchObject({ gameId: 301, roundsLoading: false, page: 1, pageCount: 2, alert: null });
    expect(view().rounds.map((r) => r.round)).toEqual([9_001, 9_000]);
  });

  it('verifies a picked round: the hash and the published outcome match', async () => {
    const { vm, view } = setup();
    await flush();
    await flush();
    vm.pickRound(1_000 + 9_001);
    const round = fakeFairRound(9_001);
    expect(view().form).toEqual({ roundKey: '301:9001', seed: round.seed, seedHash: round.seedHash });
    expect(view().check).toMatchObject({
      status: 'checked',
      gameName: '로투스 파워볼',
      hashMatches: true,
      resultMatches: true,
      verified: true,
      computedHash: round.seedHash,
    });
    const check = view().check as { resultText: string; publishedText: string };
    expect(check.resultText).toMatch(/^일반볼 /);
    expect(check.publishedText).toBe(check.resultText);
    vm.pickRound(424242);
    expect(view().form.roundKey).toBe('301:9001');
  });

  it('shows a mismatch when one character of the seed is altered', async () => {
    const { vm, view } = setup();
    await flush();
    await flush();
    vm.pickRound(1_000 + 9_000);
    const seed = view().form.seed;
    vm.setSeed(`${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`);
    expect(view().check).toMatchObject({ status: 'checked', hashMatches: false, verified: false });
  });

  it('checks a pasted seed and round key without a published result, and names a bad key or game', async () => {
    const { vm, view } = setup();
    await flush();
    await flush();
    vm.pickRound(1_000 + 9_000);
    vm.clearForm();
    expect(view().check).toEqual({ status: 'idle' });
    const round = fakeFairRound(77);
    vm.setSeed(round.seed);
    expect(view().check).toEqual({ status: 'invalid', message: '회차 키 형식이 올바르지 않습니다. (예: 301:9876543)' });
    vm.setRoundKey('999:77');
    expect(view().check).toEqual({ status: 'invalid', message: '검증할 수 없는 게임입니다.' });
    vm.setRoundKey('301:77');
    vm.setSeedHash(round.seedHash);
    expect(view().check).toMatchObject({ status: 'checked', hashMatches: true, resultMatches: null, verified: true, publishedText: null });
    expect((view().check as { result: unknown }).result).toEqual(round.result);
  });

  it('changes game and page', async () => {
    const { gateway, vm, view } = setup();
    await flush();
    await flush();
    vm.selectGame(308);
    expect(view()).toMatchObject({ gameId: 308, roundsLoading: true });
    await flush();
    vm.goToPage(2);
    expect(view().page).toBe(2);
    await flush();
    expect(gateway.calls.slice(1)).toEqual([
      { gameId: 308, page: 1, perpage: 10 },
      { gameId: 308, page: 2, perpage: 10 },
    ]);
  });

  it("shows the server's text when a load is refused, and the alert can be dismissed", async () => {
    const gateway = new FakeFairnessGateway();
    gateway.roundsAnswer = gateway.refuse('점검중입니다.');
    const { vm, view } = setup(gateway);
    await flush();
    await flush();
    expect(view()).toMatchObject({ roundsLoading: false, rounds: [], alert: '점검중입니다.' });
    vm.dismissAlert();
    expect(view().alert).toBeNull();

    const noGames = new FakeFairnessGateway();
    noGames.gamesAnswer = noGames.refuse('문제가 발생했습니다.');
    const second = setup(noGames);
    await flush();
    expect(second.view()).toMatchObject({ roundsLoading: false, alert: '문제가 발생했습니다.' });
    second.vm.goToPage(2);
    expect(noGames.calls).toEqual([]);

    const empty = new FakeFairnessGateway();
    empty.gamesAnswer = ok([]);
    const third = setup(empty);
    await flush();
    expect(third.view()).toMatchObject({ roundsLoading: false, gameId: null });
  });

  it('completes its state when disposed', () => {
    const { vm } = setup();
    expect(completesOnDispose(vm)).toBe(true);
  });
});
