export * from './auth';
export * from './constants';
export * from './errors';
export * from './money';
export * from './plans';
export * from './roles';
