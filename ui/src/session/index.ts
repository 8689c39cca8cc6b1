// Session: the login dialog, the login page (/login?title=...) and the member info page.
export { LoginDialog, type LoginDialogProps } from './LoginDialog.js';
export { LoginDialogContainer } from './LoginDialogContainer.js';
export { LoginPage, loginTitleOf } from './LoginPage.js';
export { MemberInfoPage, MemberInfoView } from './MemberInfoPage.js';
export { SESSION_TEXTS } from './texts.js';
export { SecondFactorForm, secondFactorTitle, type SecondFactorFormProps } from './SecondFactorForm.js';
export { LevelBadge } from './LevelBadge.js';
export { MyPageDialog, SimpleMyPageDialog } from './MyPageDialogs.js';
export { SESSION_DIALOG_KINDS, sessionDialogs, type SessionDialogKind } from './dialogs.js';
