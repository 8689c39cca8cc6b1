import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { confirmIntents, type PendingConfirm } from '../../shared/application/confirm-intents.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import { withThousands, type Points } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';
import { groupPointText, validatePointExchange } from '../domain/point-exchange.js';
import { POINT_MESSAGES as M } from '../domain/points.messages.js';
import { INITIAL_POINT_LIST, pointListView, pointPageLoader, type PointListState, type PointListView } from './point-list.js';
import type { PointsGateway, PointsMember } from './points.gateway.js';

export interface PointExchangeView extends PointListView {
  /** Held cash and points with thousands separators; '0' until the member is known. */
  readonly emoneyText: string;
  readonly pointText: string;
  readonly amountText: string;
  readonly submitting: boolean;
  readonly alert: string | null;
  readonly confirm: { readonly message: string } | null;
}

export interface PointExchangeDeps {
  readonly gateway: PointsGateway;
  /** The logged-in member (null for a visitor); must replay its latest value. */
  readonly member$: Observable<PointsMember | null>;
  /** Asks the session to reload the member now, after a conversion moved both balances. */
  readonly refreshMember?: () => void;
}

interface PointExchangeState extends PointListState {
  readonly member: PointsMember | null;
  readonly amountText: string;
  readonly submitting: boolean;
  readonly confirm: PendingConfirm<Command> | null;
}

type Command =
  | { readonly kind: 'convert'; readonly point: Points; readonly userUpdatedAt: string }
  | { readonly kind: 'deleteOne'; readonly id: number }
  | { readonly kind: 'deleteAll' };

/**
 * The point exchange page (/point, spec 2): held cash and points, the conversion of points to
 * cash (at least 1 point), and the conversions' history, 10 a page, with delete-one and
 * delete-all (after '전체 내역을 삭제하시겠습니까?'). Balances come from the session, which
 * polls the member; the history reloads after every change.
 */
export class PointExchangeViewModel {
  private readonly store = createViewModelStore<PointExchangeState>({
    ...INITIAL_POINT_LIST,
    member: null,
    amountText: '',
    submitting: false,
    confirm: null,
  });
  readonly state$: Observable<PointExchangeView> = this.store.state$.pipe(map(toView));
  private readonly load: (page: number) => void;
  /** One command at a time: a double click converts or deletes once. */
  private readonly command = this.store.exclusive((c: Command) => this.run(c));
  private readonly confirmation = confirmIntents(this.store, (c: Command) => this.command(c));
  readonly acceptConfirm = this.confirmation.accept;
  readonly cancelConfirm = this.confirmation.cancel;
  readonly dismissAlert = this.confirmation.dismissAlert;

  constructor(private readonly deps: PointExchangeDeps) {
    this.load = pointPageLoader(this.store, deps.gateway, 'conversions');
    this.store.own(deps.member$.subscribe((member) => this.store.set({ member })));
    this.load(1);
  }

  setAmount(text: string): void {
    this.store.set({ amountText: groupPointText(text) });
  }

  /** The whole held points into the field. */
  fillAll(): void {
    this.store.set({ amountText: withThousands(this.store.get().member?.point ?? 0) });
  }

  convert(): void {
    const { amountText, member } = this.store.get();
    if (!member) return;
    const checked = validatePointExchange(amountText, member.point);
    if (!checked.ok) return this.confirmation.alert(checked.error.message);
    this.command({ kind: 'convert', point: checked.value, userUpdatedAt: member.updatedAt });
  }

  goToPage(page: number): void {
    this.load(page);
  }

  deleteOne(id: number): void {
    this.command({ kind: 'deleteOne', id });
  }

  deleteAll(): void {
    this.confirmation.ask({ kind: 'deleteAll' }, M.confirmDeleteAll);
  }

  dispose(): void {
    this.store.dispose();
  }

  private async run(command: Command): Promise<void> {
    this.store.set({ submitting: true });
    const result = await this.send(command);
    const [done, failed] = command.kind === 'convert' ? [M.conversionDone, M.conversionFailed] : [M.deleted, M.deleteFailed];
    this.store.set({
      submitting: false,
      alert: result.ok ? (command.kind === 'deleteAll' ? M.deleteAllDone : done) : failureMessage(result.error, failed),
      ...(result.ok && command.kind === 'convert' ? { amountText: '' } : {}),
    });
    if (result.ok && command.kind === 'convert') this.deps.refreshMember?.();
    if (result.ok) this.load(command.kind === 'convert' || command.kind === 'deleteAll' ? 1 : this.store.get().page);
  }

  private send(command: Command): Promise<Result<void, ApiError>> {
    const { gateway } = this.deps;
    if (command.kind === 'deleteOne') return gateway.deleteOne(command.id);
    if (command.kind === 'deleteAll') return gateway.deleteAll();
    return gateway.convert({ point: command.point, userUpdatedAt: command.userUpdatedAt });
  }
}

function toView(s: PointExchangeState): PointExchangeView {
  return {
    ...pointListView(s),
    emoneyText: withThousands(s.member?.emoney ?? 0),
    pointText: withThousands(s.member?.point ?? 0),
    amountText: s.amountText,
    submitting: s.submitting,
    alert: s.alert,
    // The page shows the question only; what OK runs stays in the view model.
    confirm: s.confirm ? { message: s.confirm.message } : null,
  };
}
