export * from './csrf';
export * from './error-handler';
export * from './rate-limit';
export * from './secret';
