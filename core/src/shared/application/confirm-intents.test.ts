import { confirmIntents, type ConfirmAndAlertState } from './confirm-intents.js';
import { createViewModelStore } from './view-model-store.js';

type Command = { readonly kind: 'delete'; readonly id: number };
interface State extends ConfirmAndAlertState<Command> {
  readonly rows: number;
}

function setUp() {
  const store = createViewModelStore<State>({ confirm: null, alert: null, rows: 3 });
  const ran: { command: Command; confirmOpen: boolean }[] = [];
  // What the command sees of the question tells whether it was closed before the command ran.
  const intents = confirmIntents(store, (command: Command) => ran.push({ command, confirmOpen: store.get().confirm !== null }));
  return { store, ran, intents };
}

describe('confirm intents (a member screen asks before it deletes or cancels)', () => {
  it('asks with the command kept as data, and runs it once on OK, after the question is closed', () => {
    const { store, ran, intents } = setUp();
    intents.ask({ kind: 'delete', id: 7 }, '삭제하시겠습니까?');
    expect(store.get()).toEqual({ confirm: { command: { kind: 'delete', id: 7 }, message: '삭제하시겠습니까?' }, alert: null, rows: 3 });
    expect(ran).toEqual([]);

    intents.accept();
    expect(ran).toEqual([{ command: { kind: 'delete', id: 7 }, confirmOpen: false }]);
    expect(store.get().confirm).toBeNull();

    // A second OK (a double click on the dialog's button) runs nothing more.
    intents.accept();
    expect(ran).toHaveLength(1);
  });

  it('runs nothing on cancel, and nothing on OK when no question is open', () => {
    const { store, ran, intents } = setUp();
    intents.accept();
    intents.ask({ kind: 'delete', id: 1 }, '삭제하시겠습니까?');
    intents.cancel();
    intents.accept();
    expect(ran).toEqual([]);
    expect(store.get()).toEqual({ confirm: null, alert: null, rows: 3 });
  });

  it('shows and dismisses an alert, leaving the rest of the state alone', () => {
    const { store, intents } = setUp();
    intents.alert('삭제할 쪽지를 선택해주세요.');
    expect(store.get()).toEqual({ confirm: null, alert: '삭제할 쪽지를 선택해주세요.', rows: 3 });
    intents.dismissAlert();
    expect(store.get()).toEqual({ confirm: null, alert: null, rows: 3 });
  });

  it('a newer question replaces an open one: OK runs the newer command only', () => {
    const { ran, intents } = setUp();
    intents.ask({ kind: 'delete', id: 1 }, '첫 질문');
    intents.ask({ kind: 'delete', id: 2 }, '두 번째 질문');
    intents.accept();
    expect(ran.map((r) => r.command.id)).toEqual([2]);
  });
});
