import { FAKE_REFERRALS, FakeReferralsGateway } from '../testing/fake-referrals-gateway.js';
import { MyReferralsViewModel } from './my-referrals.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(gateway = new FakeReferralsGateway()) {
  const vm = new MyReferralsViewModel({ gateway, siteOrigin: 'https://bet.example.com' });
  const view = latestView(vm.state$);
  return { gateway, vm, view };
}

describe('MyReferralsViewModel', () => {
  it('loads the first page of 10 on arrival and counts the pages', async () => {
    const { gateway, view } = setup();
    expect(view().loading).toBe(true);
    await flush();
    expect(gateway.calls).toEqual([{ page: 1, perpage: 10 }]);
    expect(view()).toEqual({
      loading: false,
      total: 12,
      items: FAKE_REFERRALS.list,
      page: 1,
      pageCount: 2,
      joinLinks: [{ code: 'RECOMM01', url: 'https://bet.example.com/?joinCd=RECOMM01' }],
      alert: null,
    });
  });

  it('goes to another page', async () => {
    const { gateway, vm, view } = setup();
    await flush();
    vm.goToPage(2);
    expect(view().page).toBe(2);
    await flush();
    expect(gateway.calls.at(-1)).toEqual({ page: 2, perpage: 10 });
  });

  it("shows the server's text when the list is refused, and one empty page", async () => {
    const gateway = new FakeReferralsGateway();
    gateway.refuse('문제가 발생했습니다.');
    const { vm, view } = setup(gateway);
    await flush();
    expect(view()).toMatchObject({ loading: false, items: [], pageCount: 1, alert: '문제가 발생했습니다.' });
    vm.dismissAlert();
    expect(view().alert).toBeNull();
  });

  it('completes its state when disposed', () => {
    const { vm } = setup();
    expect(completesOnDispose(vm)).toBe(true);
  });

  it('says whether the join link was copied', async () => {
    const { vm, view } = setup();
    await flush();
    vm.copied(true);
    expect(view().alert).toBe('가입 링크가 복사되었습니다.');
    vm.copied(false);
    expect(view().alert).toBe('복사하지 못했습니다. 링크를 길게 눌러 직접 복사해주세요.');
  });
});
