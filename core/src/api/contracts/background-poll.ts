/**
 * The mark of a background poll (docs/api-conventions.md, "Background polls"): a request a
 * screen's timer sends, not a person. The client sets this header on such calls (core's
 * `invoke(..., { background: true })`); the server does not count them as activity, so an
 * operator's open tab that only polls still reaches the 30-minute idle limit (issue 11).
 */
export const BACKGROUND_POLL_HEADER = 'x-background-poll';
export const BACKGROUND_POLL_VALUE = '1';
