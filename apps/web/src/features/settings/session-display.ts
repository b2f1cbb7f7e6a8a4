/** The device kinds the server reads from a session's User-Agent. */
export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'unknown';

interface SessionLike {
  current: boolean;
  lastSeenAt: Date | string;
}

/** This browser's session first, then the others by most recent activity. */
export function orderSessions<T extends SessionLike>(sessions: readonly T[]): T[] {
  return [...sessions].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return new Date(b.lastSeenAt).getTime() - new Date(a.lastSeenAt).getTime();
  });
}

/** "Chrome 120 · Linux"; unknown parts are replaced by the given (translated) words. */
export function sessionLabel(
  session: { browser: string | null; os: string | null },
  unknown: { browser: string; os: string },
): string {
  return `${session.browser ?? unknown.browser} · ${session.os ?? unknown.os}`;
}
