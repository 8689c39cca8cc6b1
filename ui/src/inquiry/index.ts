export { InquiryPanel, type InquiryPanelActions, type InquiryPanelProps } from './InquiryPanel.js';
export { InquiryPage, type InquiryPageProps, type InquiryScreenModel } from './InquiryPage.js';
export { INQUIRY_TEXTS } from './texts.js';
export { NonMemberInquiryDialog, type NonMemberInquiryDialogModel, type NonMemberInquiryDialogView } from './NonMemberInquiryDialog.js';
export { INQUIRY_DIALOG_KINDS, inquiryDialogs, type InquiryDialogDeps, type InquiryDialogKind } from './dialogs.js';
