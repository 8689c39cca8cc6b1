import { useEffect } from 'react';
import { REALITY_CHECK_INTERVALS, SESSION_LIMIT_CHOICES, type RealityCheckViewModel } from '@bet/core/reality-check';
import { Button } from '../design-system/Button.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { Field, Label, Select } from '../design-system/form.styles.js';
import { Card, Lead, PageBox, PageTitle } from '../design-system/page.styles.js';
import { useAlertForwarding } from '../design-system/use-view-messages.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { REALITY_CHECK_TEXTS as T } from './texts.js';
import { submitHandler } from '../design-system/submit-handler.js';

export type RealityCheckSettingsModel = Pick<
  RealityCheckViewModel,
  'state$' | 'loadSettings' | 'setDraft' | 'saveSettings' | 'dismissAlert'
>;

/** /mypage/reality_check: the reality check's interval and the session time limit. */
export function RealityCheckSettingsPage({
  viewModel,
  onAlert,
}: {
  readonly viewModel: RealityCheckSettingsModel;
  readonly onAlert: ScreenAlert;
}) {
  const view = useViewOf(viewModel);
  useEffect(() => viewModel.loadSettings(), [viewModel]);
  useAlertForwarding(view?.alert ?? null, onAlert, () => viewModel.dismissAlert());
  if (!view) return null;
  return (
    <section aria-label={T.settingsTitle} data-testid="reality-settings">
      <PageTitle>{T.settingsTitle}</PageTitle>
      <PageBox>
        <Lead>{T.settingsLead}</Lead>
        <Card>
          <form onSubmit={submitHandler(() => viewModel.saveSettings())}>
            <Field>
              <Label htmlFor="reality-interval">{T.interval}</Label>
              <Select
                id="reality-interval"
                value={view.draft.intervalMinutes}
                onChange={(e) => viewModel.setDraft({ intervalMinutes: Number(e.target.value) })}
              >
                {REALITY_CHECK_INTERVALS.map((m) => (
                  <option key={m} value={m}>
                    {T.intervalOption(m)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field>
              <Label htmlFor="reality-limit">{T.limit}</Label>
              <Select
                id="reality-limit"
                value={view.draft.sessionLimitMinutes ?? ''}
                onChange={(e) => viewModel.setDraft({ sessionLimitMinutes: e.target.value === '' ? null : Number(e.target.value) })}
              >
                {SESSION_LIMIT_CHOICES.map((m) => (
                  <option key={m ?? 'none'} value={m ?? ''}>
                    {m === null ? T.noLimit : T.limitOption(m)}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" $variant="primary" disabled={view.saving}>
              {T.save}
            </Button>
          </form>
        </Card>
      </PageBox>
    </section>
  );
}
