export * from './auth';
export * from './common';
export * from './applications';
export * from './companies';
export * from './jobs';
