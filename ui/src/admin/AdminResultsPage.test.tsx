import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminResultsViewModel } from '@bet/core/admin-desk';
import { fakeFixture, FakeAdminDeskGateway } from '../../../core/src/admin-desk/testing/fake-admin-desk-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminResultsPage } from './AdminResultsPage.js';

const settle = () => act(flush);
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('the results desk (/admin/results)', () => {
  it('enters a fixture result: refuses none picked, marks a winner per line, needs the final score and settles after the question', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.fixtures_ = [fakeFixture(7)];
    const shell = shellCallbacks();
    renderFeature(
      <AdminResultsPage viewModel={new AdminResultsViewModel({ gateway })} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />,
    );
    await settle();
    await press(within(screen.getByTestId('admin-fixture-row')).getByRole('button', { name: '결과 입력' }));
    const form = screen.getByTestId('admin-result-form');
    expect(within(form).getByRole('heading').textContent).toBe('서울 vs 부산');
    await press(within(form).getByRole('button', { name: '결과 입력 및 정산' }));
    expect(within(form).getByRole('alert').textContent).toBe('당첨 항목을 하나 이상 선택해주세요.');
    await press(within(within(form).getByRole('group', { name: '승무패' })).getByRole('button', { name: '홈승' }));
    await press(within(within(form).getByRole('group', { name: '언더오버 기준 2.5' })).getByRole('button', { name: '오버' }));
    await press(within(form).getByRole('button', { name: '결과 입력 및 정산' }));
    expect(within(form).getByRole('alert').textContent).toBe('같은 종류의 마켓은 모든 기준의 당첨 항목을 선택해주세요.');
    await press(within(within(form).getByRole('group', { name: '언더오버 기준 3.5' })).getByRole('button', { name: '언더' }));
    const pressed = within(form).getAllByRole('button', { pressed: true });
    expect(pressed.map((b) => b.textContent)).toEqual(['홈승', '오버', '언더']);
    await press(within(form).getByRole('button', { name: '결과 입력 및 정산' }));
    expect(within(form).getByRole('alert').textContent).toBe('최종 스코어(홈, 원정)를 모두 입력해주세요.');
    const home = within(form).getByLabelText('홈 스코어') as HTMLInputElement;
    const away = within(form).getByLabelText('원정 스코어') as HTMLInputElement;
    act(() => type(home, '3'));
    act(() => type(away, '-1'));
    await press(within(form).getByRole('button', { name: '결과 입력 및 정산' }));
    expect(within(form).getByRole('alert').textContent).toBe('스코어는 0부터 999까지의 정수로 입력해주세요.');
    expect(shell.confirms).toEqual([]);
    act(() => type(away, '1'));
    expect([home.value, away.value]).toEqual(['3', '1']);
    await press(within(form).getByRole('button', { name: '결과 입력 및 정산' }));
    await settle();
    expect(shell.confirms).toEqual(['최종 스코어 홈 3 : 원정 1. 이 결과로 정산하시겠습니까? 정산은 되돌릴 수 없습니다.']);
    expect(gateway.settled).toEqual([
      {
        fixtureId: 7,
        result: [
          { marketId: 1, winningOddsIds: [71] },
          { marketId: 2, winningOddsIds: [74, 77] },
        ],
        score: { home: 3, away: 1 },
      },
    ]);
    expect(shell.alerts).toEqual(['결과가 등록되고 정산되었습니다.']);
    expect(screen.queryByTestId('admin-result-form')).toBeNull();
  });

  it("prefills the result form's score with the feed's score", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.fixtures_ = [fakeFixture(7, '서울', '부산', { home: 2, away: 2 })];
    const shell = shellCallbacks();
    renderFeature(
      <AdminResultsPage viewModel={new AdminResultsViewModel({ gateway })} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />,
    );
    await settle();
    await press(within(screen.getByTestId('admin-fixture-row')).getByRole('button', { name: '결과 입력' }));
    const form = screen.getByTestId('admin-result-form');
    expect((within(form).getByLabelText('홈 스코어') as HTMLInputElement).value).toBe('2');
    expect((within(form).getByLabelText('원정 스코어') as HTMLInputElement).value).toBe('2');
  });
});
