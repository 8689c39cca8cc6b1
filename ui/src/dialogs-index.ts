export {
  DialogSwitch,
  isShellDialog,
  SHELL_DIALOG_KINDS,
  type DialogKind,
  type DialogSwitchState,
  type FeatureDialogKind,
  type ShellDialogKind,
} from './dialog-switch.js';
export { AlertQueue, type QueuedAlert } from './alert-queue.js';
export { DialogFrame, type DialogFrameProps } from './DialogFrame.js';
export { AlertDialog, type AlertDialogProps } from './AlertDialog.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { LoginDialog, type LoginDialogProps } from './LoginDialog.js';
export { LoginDialogContainer } from './LoginDialogContainer.js';
export { ReferralCodeDialog, type ReferralCodeDialogProps } from './ReferralCodeDialog.js';
export { JoinDialog, type JoinDialogProps } from './JoinDialog.js';
export { JoinConfirmDialog } from './JoinConfirmDialog.js';
export { SignUpDialogs } from './SignUpDialogs.js';
export { CustomerCenterDialog } from './CustomerCenterDialog.js';
export { NonMemberInquiryDialog, type NonMemberInquiryDialogModel, type NonMemberInquiryDialogView } from './NonMemberInquiryDialog.js';
export { DialogHost } from './DialogHost.js';
export { DIALOG_TEXTS } from './texts.js';
