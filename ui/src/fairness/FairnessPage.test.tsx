import { act, fireEvent, screen } from '@testing-library/react';
import { FairnessViewModel } from '@bet/core/fairness';
import { FakeFairnessGateway } from '../../../core/src/fairness/testing/fake-fairness-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { FairnessPage } from './FairnessPage.js';

async function openPage(gateway = new FakeFairnessGateway()) {
  const vm = new FairnessViewModel({ gateway });
  const shell = shellCallbacks(() => true);
  renderFeature(<FairnessPage viewModel={vm} onAlert={shell.onAlert} />);
  await act(async () => {
    await flush();
    await flush();
  });
  return { gateway, shell };
}

describe('FairnessPage', () => {
  it('verifies a picked round in the page, then shows the mismatch of an altered seed', async () => {
    await openPage();
    expect(screen.getByText('회차를 고르거나 서버 시드와 회차 키를 입력하세요.')).toBeTruthy();
    expect(screen.getAllByTestId('fair-round')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: /검증$/ })[0]!);
    expect(screen.getByTestId('fair-verdict').textContent).toBe('검증 성공: 공개된 값과 일치합니다.');
    expect(screen.getByTestId('fair-hash-verdict').textContent).toBe('일치');
    expect(screen.getByTestId('fair-result-verdict').textContent).toBe('일치');
    const seed = screen.getByLabelText('서버 시드') as HTMLInputElement;
    fireEvent.change(seed, { target: { value: `x${seed.value.slice(1)}` } });
    expect(screen.getByTestId('fair-verdict').textContent).toBe('검증 실패: 공개된 값과 일치하지 않습니다.');
    expect(screen.getByTestId('fair-hash-verdict').textContent).toBe('불일치');
  });

  it('names a bad round key, changes game and page, and clears the form', async () => {
    const { gateway } = await openPage();
    fireEvent.change(screen.getByLabelText('서버 시드'), { target: { value: 'abc' } });
    expect(screen.getByText('회차 키 형식이 올바르지 않습니다. (예: 301:9876543)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('회차 키 (게임번호:회차)'), { target: { value: '308:5' } });
    fireEvent.change(screen.getByLabelText('시드 해시 (사전 공개)'), { target: { value: 'ff' } });
    expect(screen.getByText('비교할 공개 결과 없음')).toBeTruthy();
    expect(screen.getByTestId('fair-computed-result').textContent).toMatch(/^\d+ \([홀짝]\)$/);
    fireEvent.click(screen.getByRole('button', { name: '지우기' }));
    expect(screen.getByText('회차를 고르거나 서버 시드와 회차 키를 입력하세요.')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('게임'), { target: { value: '308' } });
      await flush();
      fireEvent.click(screen.getByRole('button', { name: '2' }));
      await flush();
    });
    expect(gateway.calls.slice(1)).toEqual([
      { gameId: 308, page: 1, perpage: 10 },
      { gameId: 308, page: 2, perpage: 10 },
    ]);
  });

  it('says when no round is drawn yet, and forwards a refusal to the alert', async () => {
    const gateway = new FakeFairnessGateway();
    gateway.roundsAnswer = { ok: true, value: { total: 0, list: [] } };
    await openPage(gateway);
    expect(screen.getByText('추첨된 회차가 없습니다.')).toBeTruthy();
    const failing = new FakeFairnessGateway();
    failing.roundsAnswer = failing.refuse('문제가 발생했습니다.');
    const { shell } = await openPage(failing);
    expect(shell.alerts).toEqual(['문제가 발생했습니다.']);
  });
});
