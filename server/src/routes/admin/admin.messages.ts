/** The admin API's texts live in core, beside the back office's own (one source for both ends). */
export { ADMIN_API_MESSAGES as ADMIN_TEXTS } from '@bet/core/admin-desk';
