export * from './control-characters';
export * from './csrf';
export * from './error-handler';
export * from './prefixed-url';
export * from './rate-limit';
export * from './secret';
export * from './timeouts';
