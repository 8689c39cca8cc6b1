/** The charge routes' own texts live in core, beside CHARGE_MESSAGES (one source for both ends). */
export { CHARGE_API_MESSAGES as CHARGE_SERVER_MESSAGES } from '@bet/core/charge';
