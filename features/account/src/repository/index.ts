// All SQL of the accounts feature as one object, for the services that use several table groups.
export * from './billing';
export * from './db';
export * from './housekeeping';
export * from './rate-limits';
export * from './sessions';
export * from './signing-key';
export * from './teams';
export * from './tokens';
export * from './users';
