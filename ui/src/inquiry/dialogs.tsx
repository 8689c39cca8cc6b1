import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { NonMemberInquiryDialog, type NonMemberInquiryDialogModel } from './NonMemberInquiryDialog.js';

/** The visitors' inquiry (opened from the login dialog). */
export const INQUIRY_DIALOG_KINDS = ['nonMemberInquiry'] as const;
export type InquiryDialogKind = (typeof INQUIRY_DIALOG_KINDS)[number];

export interface InquiryDialogDeps {
  readonly nonMemberInquiry: NonMemberInquiryDialogModel;
}

export function inquiryDialogs(d: InquiryDialogDeps): DialogRenderersOf<InquiryDialogKind> {
  return {
    nonMemberInquiry: ({ close }) => <NonMemberInquiryDialog model={d.nonMemberInquiry} onClose={close} />,
  };
}
