import type { AdminMessageViewModel, MessageRecipient } from '@bet/core/admin-desk';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { FieldMessage, Input, LabelField, TextArea } from '../design-system/form.styles.js';
import { SmallButton } from '../design-system/parts.styles.js';
import { Bar, NarrowPanel, Screen, ScreenTitle } from './admin.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = ADMIN_TEXTS.messages;

export interface AdminMessagePageProps {
  readonly viewModel: AdminMessageViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** /admin/messages: a message to one member (by login id) or to every member (after a question). */
export function AdminMessagePage({ viewModel: vm, onAlert, onConfirm }: AdminMessagePageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <Screen aria-label={T.title} data-testid="admin-messages">
      <ScreenTitle>{T.title}</ScreenTitle>
      <NarrowPanel as="form" onSubmit={submitHandler(() => vm.submit())}>
        <Bar role="radiogroup" aria-label={T.recipient}>
          {(['one', 'all'] as const satisfies readonly MessageRecipient[]).map((r) => (
            <label key={r}>
              <input type="radio" name="recipient" checked={view.recipient === r} onChange={() => vm.setRecipient(r)} />{' '}
              {r === 'one' ? T.one : T.all}
            </label>
          ))}
        </Bar>
        {view.recipient === 'one' ? (
          <LabelField>
            {T.userId}
            <Input value={view.userId} maxLength={40} onChange={(e) => vm.setUserId(e.target.value)} />
          </LabelField>
        ) : null}
        <LabelField>
          {T.subject}
          <Input value={view.title} maxLength={200} onChange={(e) => vm.setTitle(e.target.value)} />
        </LabelField>
        <LabelField>
          {T.contents}
          <TextArea value={view.contents} onChange={(e) => vm.setContents(e.target.value)} />
        </LabelField>
        {view.error ? <FieldMessage role="alert">{view.error}</FieldMessage> : null}
        <div>
          <SmallButton type="submit" $active>
            {T.send}
          </SmallButton>
        </div>
      </NarrowPanel>
    </Screen>
  );
}
