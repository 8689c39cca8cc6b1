export { MyInfoDialog, type MyInfoDialogModel, type MyInfoDialogProps, type MyInfoDialogView, type PasswordField } from './MyInfoDialog.js';
export {
  PASSWORD_CHANGE_DIALOG_KINDS,
  passwordChangeDialogs,
  type PasswordChangeDialogDeps,
  type PasswordChangeDialogKind,
} from './dialogs.js';
export { PASSWORD_CHANGE_TEXTS } from './texts.js';
