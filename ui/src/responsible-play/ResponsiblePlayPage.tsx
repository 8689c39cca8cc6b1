import type { DurationChoice, LimitGroupView, ResponsiblePlayView, ResponsiblePlayViewModel } from '@bet/core/responsible-play';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { Input } from '../design-system/form.styles.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { Empty, SmallButton } from '../design-system/parts.styles.js';
import { useConfirmForwarding } from '../design-system/use-view-messages.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { ActiveExclusion, Choices, Controls, LimitRow, Muted, Pending, Section } from './ResponsiblePlayPage.styles.js';
import { RESPONSIBLE_PLAY_TEXTS as T } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

export type ResponsiblePlayScreenModel = Pick<
  ResponsiblePlayViewModel,
  | 'state$'
  | 'setDraft'
  | 'saveLimit'
  | 'removeLimit'
  | 'confirmLimit'
  | 'cancelLimitChange'
  | 'askExclusion'
  | 'confirmExclusion'
  | 'cancelExclusion'
  | 'dismissAlert'
>;

type LimitActions = Pick<ResponsiblePlayScreenModel, 'setDraft' | 'saveLimit' | 'removeLimit' | 'confirmLimit' | 'cancelLimitChange'>;

/** Pure: one limit kind with its day, week and month rows (limit, used, change, pending raise). */
export function LimitGroup({ group, busy, actions }: { group: LimitGroupView; busy: boolean; actions: LimitActions }) {
  const title = T.limits.groupTitle(group.label);
  return (
    <Section aria-label={title} data-testid={`limit-group-${group.kind}`}>
      <h3>{title}</h3>
      {group.rows.map((row) => (
        <LimitRow key={row.period} data-testid={`limit-${group.kind}-${row.period}`}>
          <strong>{row.periodLabel}</strong>
          <span data-testid="limit-amount">{row.amountText ?? <Muted>{T.limits.none}</Muted>}</span>
          <Muted data-testid="limit-used">
            {T.limits.columns.used} {row.usedText}
          </Muted>
          <Controls onSubmit={submitHandler(() => actions.saveLimit(group.kind, row.period))}>
            <Input
              inputMode="numeric"
              aria-label={T.limits.amountLabel(group.label, row.periodLabel)}
              placeholder={T.limits.placeholder}
              value={row.draft}
              onChange={(e) => actions.setDraft(group.kind, row.period, e.target.value)}
            />
            <SmallButton type="submit" disabled={busy}>
              {T.limits.save}
            </SmallButton>
            {row.amountText !== null && (
              <SmallButton type="button" $danger disabled={busy} onClick={() => actions.removeLimit(group.kind, row.period)}>
                {T.limits.remove}
              </SmallButton>
            )}
          </Controls>
          {row.pending && (
            <Pending data-testid="limit-pending">
              <span>{T.limits.pending(row.pending.amountText, row.pending.effectiveAtText)}</span>
              <SmallButton
                type="button"
                $active={row.pending.canConfirm}
                disabled={busy}
                onClick={() => actions.confirmLimit(group.kind, row.period)}
              >
                {T.limits.confirm}
              </SmallButton>
              <SmallButton type="button" disabled={busy} onClick={() => actions.cancelLimitChange(group.kind, row.period)}>
                {T.limits.cancel}
              </SmallButton>
            </Pending>
          )}
        </LimitRow>
      ))}
    </Section>
  );
}

function DurationButtons({
  label,
  choices,
  busy,
  onPick,
}: {
  label: string;
  choices: readonly DurationChoice[];
  busy: boolean;
  onPick: (c: DurationChoice) => void;
}) {
  return (
    <Choices role="group" aria-label={label}>
      <strong>{label}</strong>
      {choices.map((c) => (
        <SmallButton
          key={c.duration}
          type="button"
          $danger
          disabled={busy}
          onClick={() => onPick(c)}
          data-testid={`exclusion-${c.duration}`}
        >
          {c.label}
        </SmallButton>
      ))}
    </Choices>
  );
}

/** Pure: the whole page for a view. */
export function ResponsiblePlayContent({ view, model }: { view: ResponsiblePlayView; model: ResponsiblePlayScreenModel }) {
  if (view.status !== 'ready') return <Empty>{view.status === 'loading' ? T.loading : T.failed}</Empty>;
  const pick = (c: DurationChoice) => model.askExclusion(c.duration);
  return (
    <>
      <Card>
        <Section aria-label={T.limits.title}>
          <h3>{T.limits.title}</h3>
          <Lead>{T.limits.rule}</Lead>
        </Section>
        {view.groups.map((g) => (
          <LimitGroup key={g.kind} group={g} busy={view.busy} actions={model} />
        ))}
        <Muted>{T.limits.lossNote}</Muted>
      </Card>
      <Card>
        <Section aria-label={T.exclusion.title} data-testid="exclusion-section">
          <h3>{T.exclusion.title}</h3>
          <Lead>{T.exclusion.rule}</Lead>
          {view.exclusion && (
            <ActiveExclusion data-testid="exclusion-active">
              {T.exclusion.active(view.exclusion.kindLabel, view.exclusion.durationLabel, view.exclusion.endsAtText)}
            </ActiveExclusion>
          )}
          <DurationButtons label={T.exclusion.coolOff} choices={view.coolOffChoices} busy={view.busy} onPick={pick} />
          <DurationButtons label={T.exclusion.selfExclusion} choices={view.selfExclusionChoices} busy={view.busy} onPick={pick} />
        </Section>
      </Card>
    </>
  );
}

export interface ResponsiblePlayPageProps {
  readonly viewModel: ResponsiblePlayScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/**
 * /mypage/responsible_play: limits (lower at once, raise or remove after 24 hours and a
 * confirmation) and cool-off or self-exclusion after the shell's confirm dialog.
 */
export function ResponsiblePlayPage({ viewModel, onAlert, onConfirm }: ResponsiblePlayPageProps) {
  const view = useAlertingView(viewModel, onAlert);
  useConfirmForwarding(
    view?.confirm ?? null,
    onConfirm,
    () => viewModel.confirmExclusion(),
    () => viewModel.cancelExclusion(),
  );
  if (!view) return null;
  return (
    <section aria-label={T.title} data-testid="responsible-play-page">
      <PageTitle>{T.title}</PageTitle>
      <PageBox>
        <Lead>{T.lead}</Lead>
        <ResponsiblePlayContent view={view} model={viewModel} />
      </PageBox>
    </section>
  );
}
