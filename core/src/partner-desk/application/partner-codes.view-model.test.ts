import { FAKE_PARTNER_CODES, FakePartnerDeskGateway } from '../testing/fake-partner-desk-gateway.js';
import { PartnerCodesViewModel } from './partner-codes.view-model.js';
import { completesOnDispose, latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(gateway = new FakePartnerDeskGateway()) {
  const vm = new PartnerCodesViewModel({ gateway });
  const view = latestView(vm.state$);
  return { gateway, vm, view };
}

describe('PartnerCodesViewModel', () => {
  it('lists the codes on arrival', async () => {
    const { view } = setup();
    expect(view().loading).toBe(true);
    await flush();
    expect(view()).toMatchObject({ loading: false, codes: FAKE_PARTNER_CODES, canCreate: true });
  });

  it('creates a code in capitals and puts it first', async () => {
    const { gateway, vm, view } = setup();
    await flush();
    vm.setDraft(' vip777 ');
    vm.create();
    expect(view().creating).toBe(true);
    await flush();
    expect(gateway.calls.at(-1)).toEqual({ name: 'createCode', arg: 'VIP777' });
    expect(view()).toMatchObject({ creating: false, draft: '', alert: '가입코드 VIP777를 만들었습니다.' });
    expect(view().codes.map((c) => c.code)).toEqual(['VIP777', 'PARTNER1']);
  });

  it('refuses a malformed code and an eleventh one before asking the server', async () => {
    const gateway = new FakePartnerDeskGateway();
    gateway.codesAnswer = { ok: true, value: Array.from({ length: 10 }, (_, i) => ({ ...FAKE_PARTNER_CODES[0]!, code: `CODE${i}` })) };
    const { vm, view } = setup(gateway);
    await flush();
    vm.setDraft('a-1');
    vm.create();
    expect(view().alert).toBe('가입코드는 영문과 숫자 4~12자로 입력해주세요.');
    vm.setDraft('GOOD12');
    vm.create();
    expect(view()).toMatchObject({ alert: '가입코드는 최대 10개까지 만들 수 있습니다.', canCreate: false });
    expect(gateway.calls.filter((c) => c.name === 'createCode')).toEqual([]);
  });

  it("shows the server's refusal (a taken code) and a failed list", async () => {
    const gateway = new FakePartnerDeskGateway();
    gateway.createAnswer = () => FakePartnerDeskGateway.refusal('이미 사용중인 가입코드입니다.', 409);
    gateway.codesAnswer = FakePartnerDeskGateway.refusal('문제가 발생했습니다.', 500);
    const { vm, view } = setup(gateway);
    await flush();
    expect(view()).toMatchObject({ loading: false, codes: [], alert: '문제가 발생했습니다.' });
    vm.dismissAlert();
    vm.setDraft('TAKEN1');
    vm.create();
    await flush();
    expect(view()).toMatchObject({ creating: false, draft: 'TAKEN1', alert: '이미 사용중인 가입코드입니다.' });
  });

  it('completes when disposed', () => {
    const { vm } = setup();
    expect(completesOnDispose(vm)).toBe(true);
  });
});
