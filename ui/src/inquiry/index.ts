export { InquiryPanel, type InquiryPanelActions, type InquiryPanelProps } from './InquiryPanel.js';
export { InquiryPage, type InquiryPageProps, type InquiryScreenModel } from './InquiryPage.js';
export { INQUIRY_TEXTS } from './texts.js';
