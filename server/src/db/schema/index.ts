export * from './auth';
export * from './billing';
export * from './companies';
export * from './cv';
export * from './jobs';
export * from './settings';
export * from './users';
export * from './saved-jobs';
