import { describe, expect, it } from 'vitest';
import { orderSessions, sessionLabel } from './session-display';

describe('orderSessions', () => {
  it('puts the current session first, then the most recently seen', () => {
    const sessions = [
      { id: 'old', current: false, lastSeenAt: new Date('2025-01-01T10:00:00Z') },
      { id: 'mine', current: true, lastSeenAt: new Date('2024-12-01T10:00:00Z') },
      { id: 'new', current: false, lastSeenAt: '2025-02-01T10:00:00Z' },
    ];
    expect(orderSessions(sessions).map((s) => s.id)).toEqual(['mine', 'new', 'old']);
    expect(sessions[0]?.id).toBe('old');
  });
});

describe('sessionLabel', () => {
  const unknown = { browser: 'Navegador desconhecido', os: 'Sistema desconhecido' };

  it('joins the browser and the system', () => {
    expect(sessionLabel({ browser: 'Chrome 120', os: 'Linux' }, unknown)).toBe('Chrome 120 · Linux');
  });

  it('names unknown parts', () => {
    expect(sessionLabel({ browser: null, os: 'iOS' }, unknown)).toBe('Navegador desconhecido · iOS');
    expect(sessionLabel({ browser: 'Safari 17', os: null }, unknown)).toBe(
      'Safari 17 · Sistema desconhecido',
    );
  });
});
