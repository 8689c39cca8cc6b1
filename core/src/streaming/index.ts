// TV streaming: /streaming and /stream (the live matches as channels, the chosen one's video or live state).
export * from './domain/live-stream.js';
export * from './application/streaming.view-model.js';
