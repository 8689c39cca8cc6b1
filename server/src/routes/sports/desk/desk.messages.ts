/** The betting desk's texts live in core, beside the back office's own (one source for both ends). */
export { BETTING_DESK_API_MESSAGES as DESK_MESSAGES } from '@bet/core/admin-desk';
