import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_LEDGER_PAGE_SIZE, ADMIN_PAGE_SIZE } from '../domain/admin-desk.messages.js';
import { validateAdjustment, type AdjustableAccount } from '../domain/adjustment.js';
import type { AdminDeskGateway, AdminMember, AdminMemberLedger, AdminMemberStatus } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm } from './desk-actions.js';
import { deskList, deskListStart, deskListView, pagesOf, type DeskListModel } from './desk-list.js';

/** The balance correction form of the open member. */
export interface AdjustForm {
  readonly account: AdjustableAccount;
  readonly amountText: string;
  readonly memo: string;
  /** The refusal of the last try, under the form. */
  readonly error: string | null;
}

/** The member opened from the list: balances and ledger history. */
export interface OpenMember {
  readonly member: AdminMember;
  readonly ledger: AdminMemberLedger | null;
  readonly ledgerPage: number;
  readonly ledgerLoading: boolean;
}

interface Model extends DeskListModel<AdminMember> {
  readonly status: AdminMemberStatus | null;
  readonly open: OpenMember | null;
  readonly adjust: AdjustForm;
}

export interface AdminMembersView {
  readonly status: AdminMemberStatus | null;
  readonly search: string;
  readonly page: number;
  /** The next page exists when this one is full (the list call gives no total). */
  readonly pageCount: number;
  readonly loading: boolean;
  readonly rows: readonly AdminMember[];
  readonly open: (OpenMember & { readonly ledgerPageCount: number }) | null;
  readonly adjust: AdjustForm;
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const EMPTY_ADJUST: AdjustForm = { account: 'cash', amountText: '', memo: '', error: null };

const toView = (s: Model): AdminMembersView => ({
  status: s.status,
  ...deskListView(s, ADMIN_PAGE_SIZE),
  open: s.open && {
    ...s.open,
    ledgerPageCount: pagesOf(s.open.ledgerPage, (s.open.ledger?.entries.length ?? 0) >= ADMIN_LEDGER_PAGE_SIZE),
  },
  adjust: s.adjust,
  ...deskMessagesView(s),
});

/**
 * /admin/members: members newest first, filtered by status and searched by id or nickname, 20 a
 * page; approve or reject a sign-up, block or unblock, set the level; the opened member's
 * balances and ledger history, and a balance correction that needs a reason.
 */
export class AdminMembersViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    ...deskListStart<AdminMember>(),
    status: null,
    open: null,
    adjust: EMPTY_ADJUST,
  });
  readonly state$: Observable<AdminMembersView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly list = deskList(this.store, (page, search) =>
    this.deps.gateway.members({ status: this.store.get().status, search, page, perPage: ADMIN_PAGE_SIZE }),
  );
  readonly setSearch = this.list.setSearch;
  /** Lists the members matching the search text, from the first page. */
  readonly search = this.list.search;
  readonly goToPage = this.list.goToPage;
  private readonly loadLedger = this.store.latest(
    (memberId: number, page: number) => this.deps.gateway.memberLedger(memberId, page, ADMIN_LEDGER_PAGE_SIZE),
    (result) =>
      this.store.set((s) =>
        s.open === null
          ? s
          : result.ok
            ? { ...s, open: { ...s.open, ledger: result.value, ledgerLoading: false } }
            : { ...s, open: { ...s.open, ledgerLoading: false }, alert: failureMessage(result.error, M.loadFailed) },
      ),
  );

  /** Sends one change of a member, then reads the list page again. */
  private readonly change = this.store.exclusive(async (send: () => Promise<boolean>) => {
    if (await send()) this.goToPage(this.store.get().page);
  });

  readonly submitAdjust = this.store.exclusive(async () => {
    const { open, adjust } = this.store.get();
    if (open === null) return;
    const checked = validateAdjustment(adjust);
    if (!checked.ok) {
      this.store.set({ adjust: { ...adjust, error: checked.error.message } });
      return;
    }
    this.store.set({ adjust: { ...adjust, error: null } });
    if (await this.actions.send(this.deps.gateway.adjust(open.member.id, checked.value), M.adjusted)) {
      this.store.set({ adjust: EMPTY_ADJUST });
      this.goToLedgerPage(1);
    }
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.goToPage(1);
  }

  setStatusFilter(status: AdminMemberStatus | null): void {
    this.store.set({ status });
    this.goToPage(1);
  }

  approve(memberId: number): void {
    this.change(() => this.actions.send(this.deps.gateway.decideMember(memberId, 'approve'), M.approved));
  }

  reject(memberId: number): void {
    this.actions.ask(M.confirmRejectMember, () =>
      this.change(() => this.actions.send(this.deps.gateway.decideMember(memberId, 'reject'), M.rejected)),
    );
  }

  block(memberId: number): void {
    this.actions.ask(M.confirmBlock, () =>
      this.change(() => this.actions.send(this.deps.gateway.changeMember(memberId, { status: 'blocked' }), M.blocked)),
    );
  }

  unblock(memberId: number): void {
    this.change(() => this.actions.send(this.deps.gateway.changeMember(memberId, { status: 'active' }), M.unblocked));
  }

  setLevel(memberId: number, role: number): void {
    this.change(() => this.actions.send(this.deps.gateway.changeMember(memberId, { role }), M.levelChanged));
  }

  /**
   * Resets a colleague operator's second factor after a confirmation: their next login shows the
   * enrolment again (the server refuses the operator's own, with its text).
   */
  resetSecondFactor(memberId: number): void {
    this.actions.ask(M.confirmResetSecondFactor, () =>
      this.change(() => this.actions.send(this.deps.gateway.resetSecondFactor(memberId), M.secondFactorReset)),
    );
  }

  /** Opens a member of the list: balances, ledger history and the correction form. */
  openMember(memberId: number): void {
    const member = this.store.get().rows.find((m) => m.id === memberId);
    if (!member) return;
    this.store.set({ open: { member, ledger: null, ledgerPage: 1, ledgerLoading: true }, adjust: EMPTY_ADJUST });
    this.loadLedger(memberId, 1);
  }

  closeMember(): void {
    this.store.set({ open: null, adjust: EMPTY_ADJUST });
  }

  goToLedgerPage(page: number): void {
    const open = this.store.get().open;
    if (!open) return;
    this.store.set({ open: { ...open, ledgerPage: page, ledgerLoading: true } });
    this.loadLedger(open.member.id, page);
  }

  setAdjustAccount(account: AdjustableAccount): void {
    this.store.set((s) => ({ ...s, adjust: { ...s.adjust, account } }));
  }

  setAdjustAmount(amountText: string): void {
    this.store.set((s) => ({ ...s, adjust: { ...s.adjust, amountText, error: null } }));
  }

  setAdjustMemo(memo: string): void {
    this.store.set((s) => ({ ...s, adjust: { ...s.adjust, memo, error: null } }));
  }

  dispose(): void {
    this.store.dispose();
  }
}
