import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { Scoped, type DisposableViewModel } from '../design-system/use-scoped-view-model.js';
import { MyInfoDialog, type MyInfoDialogModel, type MyInfoDialogProps } from './MyInfoDialog.js';

/** The my-info dialog with the password change (spec 2 and 5). */
export const PASSWORD_CHANGE_DIALOG_KINDS = ['myInfo'] as const;
export type PasswordChangeDialogKind = (typeof PASSWORD_CHANGE_DIALOG_KINDS)[number];

export interface PasswordChangeDialogDeps {
  /** A fresh view model per opening (disposed on close, so no typed password outlives the dialog). */
  readonly createPasswordChange: () => MyInfoDialogModel & DisposableViewModel;
  readonly myInfoMember: () => MyInfoDialogProps['member'];
  readonly askCurrentPassword: boolean;
  readonly onAlertThen: MyInfoDialogProps['onAlert'];
  readonly onPasswordChanged: () => void;
}

export function passwordChangeDialogs(d: PasswordChangeDialogDeps): DialogRenderersOf<PasswordChangeDialogKind> {
  return {
    myInfo: ({ close }) => (
      <Scoped create={d.createPasswordChange}>
        {(vm) => (
          <MyInfoDialog
            model={vm}
            member={d.myInfoMember()}
            askCurrent={d.askCurrentPassword}
            onAlert={d.onAlertThen}
            onChanged={() => {
              close();
              d.onPasswordChanged();
            }}
            onClose={close}
          />
        )}
      </Scoped>
    ),
  };
}
