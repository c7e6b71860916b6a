export * from './auth';
export * from './constants';
export * from './errors';
export * from './fields';
export * from './profile-completion';
export * from './live';
