import { BehaviorSubject, type Observable } from 'rxjs';

export interface QueuedAlert {
  readonly id: number;
  readonly kind: 'alert' | 'confirm';
  /** Text or server HTML; it is sanitised when rendered. */
  readonly message: string;
  readonly onOk?: () => void;
  readonly onCancel?: () => void;
}

/**
 * Alerts and confirms raised by the shell (e.g. '로그인 후 이용해주세요.'), shown one after
 * another above any dialog. View models keep their own `alert` fields; those are shown by
 * `ViewModelAlert` without passing through here.
 */
export class AlertQueue {
  private nextId = 1;
  private readonly items = new BehaviorSubject<readonly QueuedAlert[]>([]);
  readonly state$: Observable<readonly QueuedAlert[]> = this.items.asObservable();

  alert(message: string, onOk?: () => void): void {
    this.push({ kind: 'alert', message, ...(onOk ? { onOk } : {}) });
  }

  confirm(message: string, onOk: () => void, onCancel?: () => void): void {
    this.push({ kind: 'confirm', message, onOk, ...(onCancel ? { onCancel } : {}) });
  }

  /** Closes the alert; its callback (OK or Cancel) runs after it is gone. */
  resolve(id: number, accepted: boolean): void {
    const item = this.items.value.find((a) => a.id === id);
    if (!item) return;
    this.items.next(this.items.value.filter((a) => a.id !== id));
    (accepted ? item.onOk : item.onCancel)?.();
  }

  private push(item: Omit<QueuedAlert, 'id'>): void {
    this.items.next([...this.items.value, { ...item, id: this.nextId++ }]);
  }
}
