/** Customer support's texts live in core, beside the inquiry screens' own (one source for both ends). */
export { INQUIRY_API_MESSAGES as SUPPORT_MESSAGES } from '@bet/core/inquiry';
