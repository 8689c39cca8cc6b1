import { FakeSessionGateway } from '../../session/testing/session-fixtures.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakePartnerDeskGateway } from '../testing/fake-partner-desk-gateway.js';
import { createPartnerDeskScreens } from './partner-desk-screens.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPartnerDeskScreens', () => {
  it('builds each screen on its call, with the member filter and presets', async () => {
    const gateway = new FakePartnerDeskGateway();
    const screens = createPartnerDeskScreens({
      gateway,
      clock: new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0)),
      sessionGateway: new FakeSessionGateway(),
      session: { acceptLogin: () => undefined },
    });
    const built = [
      screens.members(),
      screens.subPartners(),
      screens.deposits(11),
      screens.withdrawals(),
      screens.bets(),
      screens.casinoBets(null),
      screens.calc(),
      screens.calc('month'),
      screens.analysis(),
    ];
    const members = built[0]!;
    await flush();
    members.setSearch('mem');
    await flush();
    const week = { from: '2026-11-15', to: '2026-11-22' };
    const month = { from: '2026-10-22', to: '2026-11-22' };
    expect(gateway.calls).toEqual([
      { name: 'members', arg: { page: 1, perpage: 15 } },
      { name: 'members', arg: { page: 1, perpage: 15, partnersOnly: true } },
      { name: 'deposits', arg: { ...week, page: 1, perpage: 15, memberId: 11 } },
      { name: 'withdrawals', arg: { ...week, page: 1, perpage: 15 } },
      { name: 'bets', arg: { ...week, page: 1, perpage: 15 } },
      { name: 'casinoBets', arg: { ...week, page: 1, perpage: 15 } },
      { name: 'calc', arg: week },
      { name: 'calc', arg: month },
      { name: 'analysis', arg: month },
      { name: 'members', arg: { page: 1, perpage: 15, search: 'mem' } },
    ]);
    const codes = screens.codes();
    const login = screens.login();
    await flush();
    expect(gateway.calls.at(-1)).toEqual({ name: 'codes' });
    for (const vm of [...built, codes, login]) vm.dispose();
  });
});
