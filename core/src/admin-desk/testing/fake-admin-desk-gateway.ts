import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { Adjustment } from '../domain/adjustment.js';
import type {
  AdminAuditLine,
  AdminBet,
  AdminBetQuery,
  AdminBettingFixture,
  AdminResponsiblePlayMember,
  AdminBoardDraft,
  AdminBoardKind,
  AdminBoardPost,
  AdminCharge,
  AdminChargeStatus,
  AdminDeskGateway,
  AdminFixture,
  AdminFixtureResult,
  AdminInquiry,
  AdminLedgerEntry,
  AdminMember,
  AdminMemberChange,
  AdminMemberQuery,
  AdminMinigame,
  AdminPopup,
  AdminSwitches,
  AdminSwitchKey,
} from '../application/admin-desk.gateway.js';

type Call = keyof AdminDeskGateway;

/** A refusal with the server's text in its body, as the api client reports it. */
export const deskRefusal = (message: string, status = 409): ApiError => apiError('http', message, { status, body: { message } });

/** A member of the responsible-play list with nothing set; `extra` adds limits, an exclusion... */
export const fakeResponsiblePlayMember = (id: number, extra: Partial<AdminResponsiblePlayMember> = {}): AdminResponsiblePlayMember => ({
  id,
  userId: `member${String(id).padStart(2, '0')}`,
  nickname: `회원${id}`,
  limits: [],
  exclusion: null,
  realityCheck: null,
  stops: 0,
  lastStopAt: null,
  ...extra,
});

export const fakeMember = (id: number, status = 'active', role = 1): AdminMember => ({
  id,
  userId: `member${String(id).padStart(2, '0')}`,
  nickname: `회원${id}`,
  role,
  type: 0,
  status,
  createdAt: '2026-11-20 10:00:00',
});

export const fakeCharge = (id: number, memberId: number, amount: number, depositMode = 0): AdminCharge => ({
  id,
  memberId,
  userId: `member${String(memberId).padStart(2, '0')}`,
  depositMode,
  wallet: 'cash',
  amount,
  depositName: '홍길동',
  requestedAt: '2026-11-25 12:00:00',
  status: 0,
});

/** The admin API in memory: members, balances, charges, inquiries, posts, popups, switches; scripted failures. */
export class FakeAdminDeskGateway implements AdminDeskGateway {
  members_: AdminMember[] = [];
  balances = new Map<number, { cash: number; casino: number; point: number }>();
  entries: (AdminLedgerEntry & { memberId: number })[] = [];
  charges_: AdminCharge[] = [];
  inquiries_: AdminInquiry[] = [];
  posts: (AdminBoardPost & { board: AdminBoardKind })[] = [];
  popups_: AdminPopup[] = [];
  switches_: AdminSwitches = {
    siteNoticeFlg: false,
    joinStartEndFlg: false,
    realpokerMaintenanceFlag: false,
    revolutionMaintenanceFlag: false,
    tetherMaintenanceFlag: false,
    chargePointFlag: false,
  };
  minigames_: AdminMinigame[] = [];
  fixtures_: AdminFixture[] = [];
  bettingFixtures_: AdminBettingFixture[] = [];
  bets_: AdminBet[] = [];
  audit_: AdminAuditLine[] = [];
  readonly settled: { fixtureId: number; result: AdminFixtureResult }[] = [];
  readonly sent: { memberId: number; title: string; contents: string }[] = [];
  /** The next call of that name fails with this error (once). */
  failNext: Partial<Record<Call, ApiError>> = {};
  readonly calls: string[] = [];
  private nextId = 1000;

  async members(q: AdminMemberQuery): Promise<Result<readonly AdminMember[], ApiError>> {
    this.calls.push(`members ${q.status ?? 'all'} '${q.search}' ${q.page}`);
    return this.answer('members', () =>
      this.members_
        .filter((m) => (q.status === null || m.status === q.status) && (m.userId.includes(q.search) || m.nickname.includes(q.search)))
        .slice((q.page - 1) * q.perPage, q.page * q.perPage),
    );
  }

  responsiblePlay_: AdminResponsiblePlayMember[] = [];

  async responsiblePlayMembers(search: string, page: number, perPage: number) {
    this.calls.push(`responsiblePlayMembers '${search}' ${page}`);
    return this.answer('responsiblePlayMembers', () =>
      this.responsiblePlay_
        .filter((m) => m.userId.includes(search) || m.nickname.includes(search))
        .slice((page - 1) * perPage, page * perPage),
    );
  }

  async memberLedger(memberId: number, page: number, perPage: number) {
    this.calls.push(`memberLedger ${memberId} ${page}`);
    return this.answer('memberLedger', () => ({
      balances: { ...(this.balances.get(memberId) ?? { cash: 0, casino: 0, point: 0 }), usdt: 0 },
      entries: this.entries.filter((e) => e.memberId === memberId).slice((page - 1) * perPage, page * perPage),
    }));
  }

  async decideMember(memberId: number, decision: 'approve' | 'reject') {
    this.calls.push(`decideMember ${memberId} ${decision}`);
    return this.answer('decideMember', () => this.patch(memberId, { status: decision === 'approve' ? 'active' : 'rejected' }));
  }

  async changeMember(memberId: number, change: AdminMemberChange) {
    this.calls.push(`changeMember ${memberId} ${JSON.stringify(change)}`);
    return this.answer('changeMember', () => this.patch(memberId, change));
  }

  async resetSecondFactor(memberId: number) {
    this.calls.push(`resetSecondFactor ${memberId}`);
    return this.answer('resetSecondFactor', () => undefined);
  }

  async adjust(memberId: number, a: Adjustment) {
    this.calls.push(`adjust ${memberId} ${a.account} ${a.amount} ${a.memo}`);
    return this.answer('adjust', () => {
      const b = this.balances.get(memberId) ?? { cash: 0, casino: 0, point: 0 };
      this.balances.set(memberId, { ...b, [a.account]: b[a.account] + a.amount });
      const entry = { id: this.nextId++, memberId, at: '2026-11-25 12:30:00', kind: 'admin.adjust', memo: a.memo, account: a.account };
      this.entries.unshift({ ...entry, amount: a.amount });
    });
  }

  /** Whether each charges call was a background poll, in order. */
  readonly chargesInBackground: boolean[] = [];

  async charges(status: AdminChargeStatus, page: number, perPage: number, background = false) {
    this.calls.push(`charges ${status} ${page}`);
    this.chargesInBackground.push(background);
    return this.answer('charges', () => this.charges_.filter((c) => c.status === status).slice((page - 1) * perPage, page * perPage));
  }

  async decideCharge(chargeId: number, decision: 'approve' | 'reject') {
    this.calls.push(`decideCharge ${chargeId} ${decision}`);
    return this.answer('decideCharge', () => {
      this.charges_ = this.charges_.map((c) => (c.id === chargeId ? { ...c, status: decision === 'approve' ? 1 : 2 } : c));
    });
  }

  async inquiries(waiting: boolean) {
    this.calls.push(`inquiries ${waiting}`);
    return this.answer('inquiries', () => this.inquiries_.filter((i) => i.answered !== waiting));
  }

  async answerInquiry(inquiryId: number, answer: string) {
    this.calls.push(`answerInquiry ${inquiryId} ${answer}`);
    return this.answer('answerInquiry', () => {
      this.inquiries_ = this.inquiries_.map((i) => (i.id === inquiryId ? { ...i, answered: true } : i));
    });
  }

  async sendMessage(message: { readonly memberId: number; readonly title: string; readonly contents: string }) {
    this.calls.push(`sendMessage ${message.memberId}`);
    return this.answer('sendMessage', () => void this.sent.push({ ...message }));
  }

  async boardPosts(board: AdminBoardKind) {
    this.calls.push(`boardPosts ${board}`);
    return this.answer('boardPosts', () => this.posts.filter((p) => p.board === board));
  }

  async saveBoardPost(draft: AdminBoardDraft, id: number | null) {
    this.calls.push(`saveBoardPost ${draft.board} ${id ?? 'new'} ${draft.title}`);
    return this.answer('saveBoardPost', () => {
      if (id === null) {
        this.posts.unshift({
          id: this.nextId++,
          board: draft.board,
          title: draft.title,
          contents: draft.contents,
          category: '',
          createdAt: null,
        });
      } else {
        this.posts = this.posts.map((p) => (p.id === id ? { ...p, title: draft.title, contents: draft.contents } : p));
      }
    });
  }

  async deleteBoardPost(id: number) {
    this.calls.push(`deleteBoardPost ${id}`);
    return this.answer('deleteBoardPost', () => void (this.posts = this.posts.filter((p) => p.id !== id)));
  }

  async popups() {
    this.calls.push('popups');
    return this.answer('popups', () => this.popups_);
  }

  async writePopup(popup: { readonly contents: string; readonly link: string | null }) {
    this.calls.push(`writePopup ${popup.link ?? 'no link'}`);
    return this.answer('writePopup', () => void this.popups_.push({ id: this.nextId++, ...popup }));
  }

  async deletePopup(id: number) {
    this.calls.push(`deletePopup ${id}`);
    return this.answer('deletePopup', () => void (this.popups_ = this.popups_.filter((p) => p.id !== id)));
  }

  async switches() {
    this.calls.push('switches');
    return this.answer('switches', () => this.switches_);
  }

  async setSwitch(key: AdminSwitchKey, on: boolean) {
    this.calls.push(`setSwitch ${key} ${on}`);
    return this.answer('setSwitch', () => void (this.switches_ = { ...this.switches_, [key]: on }));
  }

  async minigames() {
    this.calls.push('minigames');
    return this.answer('minigames', () => this.minigames_);
  }

  /** An unknown id is refused as the server does (404). */
  async setGameMaintenance(gameId: number, on: boolean) {
    this.calls.push(`setGameMaintenance ${gameId} ${on}`);
    if (!this.minigames_.some((g) => g.id === gameId)) return fail(deskRefusal('존재하지 않는 게임입니다.', 404));
    return this.answer('setGameMaintenance', () => {
      this.minigames_ = this.minigames_.map((g) => (g.id === gameId ? { ...g, maintenance: on } : g));
    });
  }

  async fixtures(page: number, perPage: number, search: string) {
    this.calls.push(`fixtures ${page} '${search}'`);
    return this.answer('fixtures', () =>
      this.fixtures_.filter((f) => `${f.home} ${f.away}`.includes(search)).slice((page - 1) * perPage, page * perPage),
    );
  }

  async settleFixture(fixtureId: number, result: AdminFixtureResult) {
    this.calls.push(`settleFixture ${fixtureId}`);
    return this.answer('settleFixture', () => void this.settled.push({ fixtureId, result }));
  }

  async bettingFixtures(page: number, perPage: number, search: string) {
    this.calls.push(`bettingFixtures ${page} '${search}'`);
    return this.answer('bettingFixtures', () =>
      this.bettingFixtures_.filter((f) => `${f.home} ${f.away}`.includes(search)).slice((page - 1) * perPage, page * perPage),
    );
  }

  async setMarketSuspended(marketId: number, suspended: boolean) {
    this.calls.push(`setMarketSuspended ${marketId} ${suspended}`);
    return this.answer('setMarketSuspended', () => {
      this.bettingFixtures_ = this.bettingFixtures_.map((f) => ({
        ...f,
        markets: f.markets.map((m) => (m.id === marketId ? { ...m, held: suspended } : m)),
      }));
    });
  }

  async bets(q: AdminBetQuery) {
    this.calls.push(`bets '${q.search}' ${q.openOnly ? 'open' : 'all'}${q.gameType === null ? '' : ` type ${q.gameType}`} ${q.page}`);
    return this.answer('bets', () =>
      this.bets_
        .filter(
          (b) =>
            b.userId.includes(q.search) &&
            (!q.openOnly || (b.settlementFlag === 0 && !b.voided)) &&
            (q.gameType === null || b.gameType === q.gameType),
        )
        .slice((q.page - 1) * q.perPage, q.page * q.perPage),
    );
  }

  async voidBet(slipId: number) {
    this.calls.push(`voidBet ${slipId}`);
    return this.answer('voidBet', () => {
      this.bets_ = this.bets_.map((b) => (b.id === slipId ? { ...b, voided: true, settlementFlag: 3, winAmount: b.amount } : b));
      return '베팅이 무효 처리되고 베팅금이 환급되었습니다.';
    });
  }

  async audit(page: number, perPage: number, search: string) {
    this.calls.push(`audit ${page} '${search}'`);
    return this.answer('audit', () =>
      this.audit_
        .filter((a) => `${a.actor ?? ''} ${a.action} ${a.target ?? ''}`.includes(search))
        .slice((page - 1) * perPage, page * perPage),
    );
  }

  private patch(memberId: number, change: Partial<AdminMember>): void {
    this.members_ = this.members_.map((m) => (m.id === memberId ? { ...m, ...change } : m));
  }

  private answer<T>(name: Call, value: () => T): Result<T, ApiError> {
    const failure = this.failNext[name];
    delete this.failNext[name];
    return failure ? fail(failure) : ok(value());
  }
}

/** A football fixture with a 1X2 market and two Under/Over lines. */
export const fakeFixture = (id: number, home = '서울', away = '부산'): AdminFixture => ({
  id,
  startDate: '2026-11-25 19:00:00',
  league: 'K리그1',
  home,
  away,
  markets: [
    {
      key: `1||${id}1`,
      typeId: 1,
      name: '승무패',
      baseline: null,
      odds: [
        { id: id * 10 + 1, name: '홈승', line: null },
        { id: id * 10 + 2, name: '무', line: null },
        { id: id * 10 + 3, name: '원정승', line: null },
      ],
    },
    {
      key: `2|2.5|${id}2`,
      typeId: 2,
      name: '언더오버',
      baseline: '2.5',
      odds: [
        { id: id * 10 + 4, name: '오버', line: '2.5' },
        { id: id * 10 + 5, name: '언더', line: '2.5' },
      ],
    },
    {
      key: `2|3.5|${id}3`,
      typeId: 2,
      name: '언더오버',
      baseline: '3.5',
      odds: [
        { id: id * 10 + 6, name: '오버', line: '3.5' },
        { id: id * 10 + 7, name: '언더', line: '3.5' },
      ],
    },
  ],
});

/** A fixture of the betting desk: one 1X2 market with stakes on the home win (`held`: the operator suspended it). */
export const fakeBettingFixture = (id: number, held = false): AdminBettingFixture => ({
  id,
  startDate: '2026-11-25 19:00:00',
  status: 1,
  sport: '축구',
  league: 'K리그1',
  home: '서울',
  away: '부산',
  markets: [
    {
      id: id * 10,
      typeId: 1,
      name: '승무패',
      baseline: null,
      feedSuspended: false,
      held,
      slips: 2,
      stakes: won(30_000),
      odds: [
        {
          id: id * 100 + 1,
          name: '홈승',
          line: null,
          price: odds(185),
          suspended: held,
          stakes: won(20_000),
          payout: won(37_000),
          liability: won(7_000),
        },
        {
          id: id * 100 + 2,
          name: '무',
          line: null,
          price: odds(320),
          suspended: held,
          stakes: won(10_000),
          payout: won(32_000),
          liability: won(2_000),
        },
        {
          id: id * 100 + 3,
          name: '원정승',
          line: null,
          price: odds(410),
          suspended: held,
          stakes: won(0),
          payout: won(0),
          liability: won(-30_000),
        },
      ],
    },
  ],
});

/** A waiting single of a member on the betting desk's list. */
export const fakeBet = (id: number, userId = 'member01'): AdminBet => ({
  id,
  memberId: 1,
  userId,
  nickname: '회원1',
  gameType: 1,
  gameDetailType: 91,
  amount: won(10_000),
  totalOdds: odds(185),
  expectAmount: won(18_500),
  winAmount: won(0),
  settlementFlag: 0,
  voided: false,
  createdAt: '2026-11-25 12:00:00',
  legs: [{ event: '서울 vs 부산', market: '승무패', pick: '홈승', price: odds(185), outcome: 'pending', outcomeLabel: '대기' }],
});
