/**
 * The server foundation's member-facing texts. They live in core (core/src/api/server.messages.ts),
 * beside the client's texts, so a sentence both ends say is written once.
 */
export { FIELD_LABELS, SERVER_MESSAGES } from '@bet/core/api';
