import { act, fireEvent, screen, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { PointExchangeViewModel, PointHistoryViewModel, type PointsMember } from '@bet/core/points';
import { FakePointsGateway } from '../../../core/src/points/testing/fake-points-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { PointExchangePage } from './PointExchangePage.js';
import { PointHistoryPage } from './PointHistoryPage.js';

const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

async function openExchange(answer: () => boolean = () => true) {
  const gateway = new FakePointsGateway();
  const member$ = new BehaviorSubject<PointsMember | null>({ id: 7, userId: 'member01', emoney: 1_000_000, point: 5_000, updatedAt: 'u1' });
  const vm = new PointExchangeViewModel({ gateway, member$ });
  const shell = shellCallbacks(answer);
  renderFeature(<PointExchangePage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />);
  await act(flush);
  return { gateway, member$, vm, shell };
}

describe('PointExchangePage', () => {
  it('shows the held cash and points, converts the typed points and lists the conversion as processed', async () => {
    const { gateway, shell } = await openExchange();
    expect(screen.getByTestId('point-exchange-emoney').textContent).toContain('1,000,000원');
    expect(screen.getByTestId('point-exchange-point').textContent).toContain('5,000P');
    expect(screen.getByText('내역이 없습니다.')).not.toBeNull();
    fireEvent.change(screen.getByLabelText('전환 포인트'), { target: { value: '1500' } });
    expect((screen.getByLabelText('전환 포인트') as HTMLInputElement).value).toBe('1,500');
    await press(screen.getByRole('button', { name: '전환하기' }));
    expect(shell.alerts).toEqual(['포인트 전환성공']);
    expect(gateway.calls).toContain('convert 1500 u1');
    const row = screen.getAllByTestId('point-record')[0] as HTMLElement;
    expect(within(row).getByText('-1,500')).not.toBeNull();
    expect(within(row).getByText('처리완료')).not.toBeNull();
  });

  it("fills the whole points with '전액', refuses zero with the spec text, and deletes one row", async () => {
    const { gateway, shell } = await openExchange();
    fireEvent.change(screen.getByLabelText('전환 포인트'), { target: { value: '0' } });
    await press(screen.getByRole('button', { name: '전환하기' }));
    expect(shell.alerts).toEqual(['포인트가 부족합니다. 최소 전환 포인트는 1원입니다.']);
    await press(screen.getByRole('button', { name: '전액' }));
    expect((screen.getByLabelText('전환 포인트') as HTMLInputElement).value).toBe('5,000');
    await press(screen.getByRole('button', { name: '전환하기' }));
    await press(screen.getByRole('button', { name: '삭제' }));
    expect(gateway.calls.some((c) => c.startsWith('deleteOne'))).toBe(true);
    expect(shell.alerts.at(-1)).toBe('삭제되었습니다.');
  });

  it("asks '전체 내역을 삭제하시겠습니까?' before deleting all; cancel deletes nothing", async () => {
    let answer = false;
    const { gateway, shell } = await openExchange(() => answer);
    await press(screen.getByRole('button', { name: '전체삭제' }));
    expect(shell.confirms).toEqual(['전체 내역을 삭제하시겠습니까?']);
    expect(gateway.calls).not.toContain('deleteAll');
    answer = true;
    await press(screen.getByRole('button', { name: '전체삭제' }));
    expect(gateway.calls).toContain('deleteAll');
    expect(shell.alerts).toEqual(['삭제가 완료되었습니다.']);
  });
});

describe('PointHistoryPage', () => {
  it('lists credits and conversions with a pager of 10 a page and links to the exchange', async () => {
    const gateway = new FakePointsGateway();
    for (let i = 0; i < 12; i++) gateway.credit(100 + i);
    const vm = new PointHistoryViewModel({ gateway });
    const shell = shellCallbacks();
    renderFeature(<PointHistoryPage viewModel={vm} onAlert={shell.onAlert} />);
    await act(flush);
    expect(screen.getAllByTestId('point-record')).toHaveLength(10);
    expect(screen.getAllByText('포인트 지급')).toHaveLength(10);
    expect(screen.getByRole('link', { name: '포인트 전환하기' }).getAttribute('href')).toBe('/point');
    await press(screen.getByRole('button', { name: '2' }));
    expect(screen.getAllByTestId('point-record')).toHaveLength(2);
    expect(gateway.calls.at(-1)).toBe('page all 2');
  });
});
