export * from './csrf';
export * from './rate-limit';
export * from './secret';
