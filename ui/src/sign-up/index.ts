// Sign-up: the join flow (referral code, join form, confirmation), drawn by the shell's dialog host.
export { ReferralCodeDialog, type ReferralCodeDialogProps } from './ReferralCodeDialog.js';
export { JoinDialog, type JoinDialogProps } from './JoinDialog.js';
export { JoinConfirmDialog } from './JoinConfirmDialog.js';
export { SignUpDialogs } from './SignUpDialogs.js';
export { SIGN_UP_TEXTS } from './texts.js';
