import type { AdminInquiriesViewModel } from '@bet/core/admin-desk';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { FieldMessage, LabelField, TextArea } from '../design-system/form.styles.js';
import { Empty, SmallButton } from '../design-system/parts.styles.js';
import { SafeHtml } from '../design-system/SafeHtml.js';
import { Bar, Hint, Panel, Screen, ScreenTitle } from './admin.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { DeskTabs } from './DeskTabs.js';
import { useDeskView } from './use-desk-messages.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = ADMIN_TEXTS.inquiries;

export interface AdminInquiriesPageProps {
  readonly viewModel: AdminInquiriesViewModel;
  readonly onAlert: ScreenAlert;
}

/** /admin/inquiries: the members' questions, waiting or answered; answer one in place. */
export function AdminInquiriesPage({ viewModel: vm, onAlert }: AdminInquiriesPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  return (
    <Screen aria-label={T.title} data-testid="admin-inquiries">
      <ScreenTitle>{T.title}</ScreenTitle>
      <DeskTabs
        tabs={[
          { key: true, label: T.waiting },
          { key: false, label: T.answered },
        ]}
        selected={view.waiting}
        onSelect={(waiting) => vm.setWaiting(waiting)}
      />
      {view.rows.length === 0 ? <Empty>{view.loading ? ADMIN_TEXTS.common.loading : ADMIN_TEXTS.common.empty}</Empty> : null}
      {view.rows.map((q) => (
        <Panel key={q.id} aria-label={q.title} data-testid="admin-inquiry">
          <h3>{q.title}</h3>
          <Hint>{T.from(q.userId)}</Hint>
          <SafeHtml html={q.question} />
          {view.answering?.id === q.id ? (
            <form onSubmit={submitHandler(() => vm.submitAnswer())}>
              <LabelField>
                {T.answerLabel}
                <TextArea value={view.answering.text} onChange={(e) => vm.setAnswer(e.target.value)} />
              </LabelField>
              {view.answering.error ? <FieldMessage role="alert">{view.answering.error}</FieldMessage> : null}
              <Bar>
                <SmallButton type="submit" $active>
                  {T.submit}
                </SmallButton>
                <SmallButton type="button" onClick={() => vm.cancelAnswer()}>
                  {ADMIN_TEXTS.common.cancel}
                </SmallButton>
              </Bar>
            </form>
          ) : q.answered ? null : (
            <div>
              <SmallButton type="button" onClick={() => vm.startAnswer(q.id)}>
                {T.answer}
              </SmallButton>
            </div>
          )}
        </Panel>
      ))}
    </Screen>
  );
}
