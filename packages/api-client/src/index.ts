// @atelier/api-client: the typed REST client (client.ts), its errors, the query defaults and keys
// (query.ts), the query options more than one remote (or the shell) reads (profile-query.ts,
// credits-query.ts) and the page's one live event stream (live-stream.ts).
export * from './client';
export { ApiError, isFinalAnswer } from './api-error';
export { buildPath } from './build-path';
export * from './query';
export * from './profile-query';
export * from './credits-query';
export * from './live-stream';
