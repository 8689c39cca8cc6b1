import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { INQUIRY_MESSAGES } from './inquiry.messages.js';

/** POST /supportNonMember. */
export interface NonMemberInquiry {
  readonly name: string;
  readonly phoneNumber: string;
  readonly question: string;
}

export type NonMemberInquiryField = keyof NonMemberInquiry;
export const NON_MEMBER_INQUIRY_FIELDS: readonly NonMemberInquiryField[] = ['name', 'phoneNumber', 'question'];

/** One message per empty field, shown under that field ('위 항목을 입력해주세요.'). */
export type NonMemberInquiryErrors = Partial<Readonly<Record<NonMemberInquiryField, string>>>;

export function nonMemberInquiryErrors(form: NonMemberInquiry): NonMemberInquiryErrors {
  const errors: Partial<Record<NonMemberInquiryField, string>> = {};
  for (const field of NON_MEMBER_INQUIRY_FIELDS) {
    if (form[field].trim() === '') errors[field] = INQUIRY_MESSAGES.fieldRequired;
  }
  return errors;
}

export function validateNonMemberInquiry(
  form: NonMemberInquiry,
): Result<NonMemberInquiry, DomainError<'fieldsRequired'> & { readonly fields: NonMemberInquiryErrors }> {
  const fields = nonMemberInquiryErrors(form);
  if (Object.keys(fields).length > 0) return fail({ ...domainError('fieldsRequired', INQUIRY_MESSAGES.fieldRequired), fields });
  return ok({ name: form.name.trim(), phoneNumber: form.phoneNumber.trim(), question: form.question.trim() });
}
