import { useEffect } from 'react';
import { ROULETTE_MESSAGES, type RouletteKind, type RouletteView, type RouletteViewModel } from '@bet/core/roulette';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { Button } from '../design-system/Button.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { useRoulettePhase, type RoulettePhase } from './roulette-phase.js';
import { RouletteWheel } from './RouletteWheel.js';
import { Commitment, Coupons, SpinRow, Tabs } from './RouletteDialog.styles.js';
import { SiteLink } from '../shell/SiteLink.js';
import { ROULETTE_TEXTS as T } from './texts.js';

/** Where a spin is verified (the fairness page recomputes it from the revealed seed). */
const FAIRNESS_PATH = '/fairness';

const KINDS: readonly RouletteKind[] = ['normal', 'vip'];

export interface RouletteDialogViewProps {
  readonly kind: RouletteKind;
  readonly view: RouletteView;
  readonly phase: RoulettePhase;
  readonly onSpin: () => void;
  /** Claims the coupons the deposits earned (shown only when the view offers it). */
  readonly onClaimCoupons?: () => void;
  /** Opens the other wheel (this one closes: one roulette at a time). */
  readonly onSwitch: (kind: RouletteKind) => void;
  readonly onClose: () => void;
}

/** Pure roulette dialog: wheel tabs, coupon counts, the wheel and the spin button with the count. */
export function RouletteDialogView({ kind, view, phase, onSpin, onClaimCoupons, onSwitch, onClose }: RouletteDialogViewProps) {
  const segmentIndex = view.target?.kind === kind ? view.target.segmentIndex : -1;
  return (
    <ScreenDialog
      title={T.title(kind)}
      onClose={onClose}
      width="420px"
      testId="roulette-dialog"
      headerExtra={
        <Tabs role="tablist" aria-label={T.switchLabel}>
          {KINDS.map((k) => (
            <SmallButton
              key={k}
              type="button"
              role="tab"
              aria-selected={k === kind}
              $active={k === kind}
              data-testid={`roulette-tab-${k}`}
              onClick={() => k !== kind && onSwitch(k)}
            >
              {T.title(k)}
            </SmallButton>
          ))}
        </Tabs>
      }
    >
      <div data-kind={kind}>
        <Coupons data-testid="roulette-coupons">{T.coupons(view.coupons.normal, view.coupons.vip)}</Coupons>
        <RouletteWheel kind={kind} phase={phase} segmentIndex={segmentIndex} />
        <SpinRow>
          {/* Never disabled: a second press while spinning must answer '룰렛을 돌리고 있습니다.'. */}
          <Button type="button" data-testid="roulette-spin" aria-busy={view.spinning !== null} onClick={onSpin}>
            {view.spinButtonLabel ?? ROULETTE_MESSAGES.spinButton(view.coupons[kind])}
          </Button>
          {view.canClaimCoupons && onClaimCoupons ? (
            <Button type="button" $variant="secondary" data-testid="roulette-claim" disabled={view.claiming} onClick={onClaimCoupons}>
              {view.claiming ? T.claiming : T.claimCoupons}
            </Button>
          ) : null}
        </SpinRow>
        {view.seedHash && (
          <Commitment data-testid="roulette-commitment" title={T.commitmentNote}>
            <span>
              {T.commitment} <code data-testid="roulette-commitment-short">{T.shortHash(view.seedHash)}</code>{' '}
              <SiteLink to={FAIRNESS_PATH} onClick={onClose}>
                {T.verify}
              </SiteLink>
            </span>
            {/* The whole hash only on request, as selectable text to copy and compare after the spin. */}
            <details>
              <summary>{T.fullHash}</summary>
              <code data-testid="roulette-commitment-full">{view.seedHash}</code>
            </details>
          </Commitment>
        )}
      </div>
    </ScreenDialog>
  );
}

/** RouletteViewModel as the dialogs use it (the real class satisfies it). */
export type RouletteScreenModel = Pick<RouletteViewModel, 'state$' | 'open' | 'close' | 'spin' | 'claimCoupons' | 'dismissAlert'>;

export interface RouletteDialogProps {
  readonly viewModel: RouletteScreenModel;
  readonly kind: RouletteKind;
  readonly onClose: () => void;
  /** The shell opens the other wheel's dialog (its switch closes this one). */
  readonly onSwitch: (kind: RouletteKind) => void;
}

/**
 * One wheel's dialog on RouletteViewModel: opening it opens that wheel in core (and refreshes
 * the coupons). Alerts (double spin, results) are shown by `RouletteAlerts`, which stays
 * mounted, so a result that lands after the dialog closed still reaches the member.
 */
export function RouletteDialog({ viewModel, kind, onClose, onSwitch }: RouletteDialogProps) {
  const view = useViewOf(viewModel);
  useEffect(() => {
    viewModel.open(kind);
  }, [viewModel, kind]);
  if (!view) return null;
  return (
    <RouletteDialogBody
      kind={kind}
      view={view}
      onSpin={() => viewModel.spin(kind)}
      onClaimCoupons={() => viewModel.claimCoupons()}
      onSwitch={onSwitch}
      onClose={() => {
        viewModel.close();
        onClose();
      }}
    />
  );
}

function RouletteDialogBody(props: Omit<RouletteDialogViewProps, 'phase'>) {
  const phase = useRoulettePhase(props.view, props.kind);
  return <RouletteDialogView {...props} phase={phase} />;
}

export interface RouletteAlertsProps {
  readonly viewModel: Pick<RouletteViewModel, 'state$' | 'dismissAlert'>;
  readonly onAlert: ScreenAlert;
}

/** Hands the roulette's alerts to the shell's alert dialog; mount once where the site frame stays. */
export function RouletteAlerts({ viewModel, onAlert }: RouletteAlertsProps) {
  useAlertingView(viewModel, onAlert);
  return null;
}
