import { useEffect } from 'react';
import { statementWon } from '@bet/core/activity-statement';
import type { RealityCheckDialog as Dialog, RealityCheckViewModel } from '@bet/core/reality-check';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { Facts } from '../design-system/page.styles.js';
import { Note } from '../design-system/parts.styles.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { REALITY_CHECK_TEXTS as T } from './texts.js';

/** Pure: the reality check ('계속' / '중지') or the session limit ('확인' leaves). */
export function RealityCheckDialogView({
  dialog,
  onContinue,
  onStop,
}: {
  readonly dialog: Dialog;
  readonly onContinue: () => void;
  readonly onStop: () => void;
}) {
  if (dialog.kind === 'limit') {
    return (
      <DialogFrame
        title={T.limitTitle}
        layer="alert"
        actions={
          <Button $variant="primary" onClick={onStop}>
            {T.ok}
          </Button>
        }
      >
        <p data-testid="reality-limit">{T.limitBody(dialog.limitMinutes)}</p>
        <Facts>
          <dt>{T.played}</dt>
          <dd>{dialog.played}</dd>
          <dt>{T.net}</dt>
          <dd>{statementWon(dialog.net)}</dd>
        </Facts>
      </DialogFrame>
    );
  }
  return (
    <DialogFrame
      title={T.checkTitle}
      layer="alert"
      actions={
        <>
          <Button $variant="secondary" onClick={onStop}>
            {T.stop}
          </Button>
          <Button $variant="primary" onClick={onContinue}>
            {T.continue}
          </Button>
        </>
      }
    >
      <Facts data-testid="reality-check">
        <dt>{T.played}</dt>
        <dd data-testid="reality-played">{dialog.played}</dd>
        <dt>{T.stakes}</dt>
        <dd>{statementWon(dialog.stakes)}</dd>
        <dt>{T.wins}</dt>
        <dd>{statementWon(dialog.wins)}</dd>
        <dt>{T.net}</dt>
        <dd data-testid="reality-net">{statementWon(dialog.net)}</dd>
      </Facts>
      <Note>{T.sinceLogin}</Note>
    </DialogFrame>
  );
}

export type RealityCheckHostModel = Pick<
  RealityCheckViewModel,
  'state$' | 'enterGamePage' | 'leaveGamePage' | 'continuePlaying' | 'stop' | 'left'
>;

/**
 * Mounted on the casino, slot and mini-game pages: checks run while it is mounted; '중지' and the
 * session limit leave for the top page through `onLeave`.
 */
export function RealityCheckHost({ viewModel, onLeave }: { readonly viewModel: RealityCheckHostModel; readonly onLeave: () => void }) {
  const view = useViewOf(viewModel);
  useEffect(() => {
    viewModel.enterGamePage();
    return () => viewModel.leaveGamePage();
  }, [viewModel]);
  const leave = view?.leave ?? false;
  useEffect(() => {
    if (!leave) return;
    viewModel.left();
    onLeave();
  }, [leave, viewModel, onLeave]);
  if (!view?.dialog) return null;
  return <RealityCheckDialogView dialog={view.dialog} onContinue={() => viewModel.continuePlaying()} onStop={() => viewModel.stop()} />;
}
