export * from './affiliations';
export * from './billing';
export * from './messages';
export * from './products';
export * from './profiles';
export * from './settings';
export * from './tokens';
export * from './users';
