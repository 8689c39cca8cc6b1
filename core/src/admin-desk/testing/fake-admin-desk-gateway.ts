import { type ApiError } from '../../shared/domain/api-error.js';
import { fail, type Result } from '../../shared/domain/result.js';
import type { Adjustment } from '../domain/adjustment.js';
import type {
  AdminResponsiblePlayMember,
  AdminBoardDraft,
  AdminBoardKind,
  AdminBoardPost,
  AdminCharge,
  AdminChargeStatus,
  AdminDeskGateway,
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
import { deskRefusal, FakeAdminSportsDesk } from './fake-admin-sports-desk.js';

export { fakeBet, fakeBettingFixture, fakeCharge, fakeFixture, fakeMember, fakeResponsiblePlayMember } from './fake-admin-desk-rows.js';

export { deskRefusal } from './fake-admin-sports-desk.js';

/** The admin API in memory: members, balances, charges, inquiries, posts, popups, switches; scripted failures. */
export class FakeAdminDeskGateway extends FakeAdminSportsDesk implements AdminDeskGateway {
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
    conversionMinimumEnforced: false,
    maxBetInclusive: false,
    signUpUserIdMax14: false,
    signUpPasswordMax255: false,
    signUpNicknameWeighted: false,
  };
  minigames_: AdminMinigame[] = [];
  readonly sent: { memberId: number; title: string; contents: string }[] = [];

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

  private patch(memberId: number, change: Partial<AdminMember>): void {
    this.members_ = this.members_.map((m) => (m.id === memberId ? { ...m, ...change } : m));
  }
}
