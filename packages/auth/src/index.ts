export * from './email-tokens';
export * from './password';
export * from './session-cache';
export * from './session-cookie';
export * from './sessions';
export * from './tokens';
