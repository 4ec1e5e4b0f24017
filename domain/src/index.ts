export * from './errors';
export * from './roles';
export * from './messages/index';
export * from './schemas/auth';
export * from './settings/defaults';
export * from './schemas/verification';
export * from './schemas/two-factor';
export * from './schemas/account';
