export * from './messages';
export * from './media-keys';
export * from './common';
export * from './auth';
export * from './routes';
export * from './session';
export * from './imaging';
export * from './billing';
