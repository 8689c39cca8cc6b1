/** The member routes' texts live in core, beside the dialogs' own (one source for both ends). */
export { MEMBER_API_MESSAGES as MEMBER_MESSAGES } from '@bet/core/sign-up';
