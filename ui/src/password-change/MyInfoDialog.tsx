import { useEffect, useState, type FormEvent } from 'react';
import type { Observable } from 'rxjs';
import { Button } from '../design-system/Button.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { Form, Input, LabelField, Note } from '../design-system/form.styles.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { MemberFacts, ShowToggle } from './MyInfoDialog.styles.js';
import { PASSWORD_CHANGE_TEXTS as T } from './texts.js';

export type PasswordField = 'current' | 'next' | 'confirm';

/** The shape of core's PasswordChangeView that this dialog reads. */
export interface MyInfoDialogView {
  readonly form: Readonly<Record<PasswordField, string>>;
  readonly status: 'editing' | 'submitting' | 'changed';
  readonly alert: string | null;
}

/** The intents of core's PasswordChangeViewModel that this dialog calls. */
export interface MyInfoDialogModel {
  readonly state$: Observable<MyInfoDialogView>;
  setField(field: PasswordField, value: string): void;
  submit(): void;
  dismissAlert(): void;
}

export interface MyInfoDialogProps {
  readonly model: MyInfoDialogModel;
  readonly member: { readonly userId: string; readonly nickname: string } | null;
  /** Spec 5 gives two forms: with the current password (default) or the new one only. */
  readonly askCurrent: boolean;
  /** Shows a text in the shell's alert; `onOk` runs when the member presses OK. */
  readonly onAlert: (message: string, onOk?: () => void) => void;
  /** After the success alert: spec 4 'message, logout, reload'. */
  readonly onChanged: () => void;
  readonly onClose: () => void;
}

const EMPTY: MyInfoDialogView = { form: { current: '', next: '', confirm: '' }, status: 'editing', alert: null };

/** The my-info dialog: the member's id and nickname, and the password change of spec 5. */
export function MyInfoDialog({ model, member, askCurrent, onAlert, onChanged, onClose }: MyInfoDialogProps) {
  const view = useViewModel(model, EMPTY);
  const [shown, setShown] = useState(false);
  // The view model's alert text goes to the shell's alert once; after a change, OK logs out.
  useEffect(() => {
    if (!view.alert) return;
    model.dismissAlert();
    onAlert(view.alert, view.status === 'changed' ? onChanged : undefined);
  }, [view.alert, view.status, model, onAlert, onChanged]);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    model.submit();
  };
  const field = (name: PasswordField, label: string) => (
    <LabelField>
      {label}
      <Input
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={name === 'current' ? 'current-password' : 'new-password'}
        value={view.form[name]}
        onChange={(e) => model.setField(name, e.target.value)}
      />
    </LabelField>
  );
  return (
    <DialogFrame title={T.title} onClose={onClose}>
      {member ? (
        <MemberFacts>
          <dt>{T.userId}</dt>
          <dd>{member.userId}</dd>
          <dt>{T.nickname}</dt>
          <dd>{member.nickname}</dd>
        </MemberFacts>
      ) : null}
      <Form onSubmit={submit} noValidate aria-label={T.submit}>
        {askCurrent ? field('current', T.current) : null}
        {field('next', T.next)}
        {field('confirm', T.confirm)}
        <ShowToggle>
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          {T.show}
        </ShowToggle>
        <Button type="submit" $block disabled={view.status !== 'editing'}>
          {view.status === 'submitting' ? T.submitting : T.submit}
        </Button>
        <Note>{T.bankNote}</Note>
      </Form>
    </DialogFrame>
  );
}
