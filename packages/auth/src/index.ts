export * from './email-tokens';
export * from './password';
export * from './sessions';
export * from './tokens';
