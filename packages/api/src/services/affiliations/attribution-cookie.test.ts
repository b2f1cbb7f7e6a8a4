import { describe, expect, it } from 'vitest';
import { encodeAttribution, readAttribution } from './attribution-cookie';

const SECRET = 'attribution-test-secret';
const DAY_MS = 24 * 60 * 60 * 1000;
const clickedAt = Date.UTC(2026, 0, 10, 12, 0, 0);
const attribution = {
  affiliationId: '0b6f4c1e-2a7d-4f3b-9c8e-5d1a2b3c4d5e',
  clickedAt,
  attributionWindowDays: 30,
};

describe('attribution cookie', () => {
  it('reads back what it encoded, in characters a cookie carries unencoded', () => {
    const value = encodeAttribution(SECRET, attribution);
    expect(value).toMatch(/^[0-9a-z.\-_A-Z]+$/);
    expect(value.length).toBeLessThan(80);
    expect(readAttribution(SECRET, value, clickedAt + 1000)).toEqual(attribution);
  });

  it('stops attributing when the window ends', () => {
    const value = encodeAttribution(SECRET, attribution);
    expect(readAttribution(SECRET, value, clickedAt + 30 * DAY_MS - 1)).toEqual(attribution);
    expect(readAttribution(SECRET, value, clickedAt + 30 * DAY_MS)).toBeNull();
    const longer = encodeAttribution(SECRET, { ...attribution, attributionWindowDays: 180 });
    expect(readAttribution(SECRET, longer, clickedAt + 179 * DAY_MS)).not.toBeNull();
  });

  it('ignores a value signed with another secret, edited, or malformed', () => {
    const value = encodeAttribution(SECRET, attribution);
    expect(readAttribution('another-secret', value, clickedAt)).toBeNull();
    const [id, time, days, signature] = value.split('.') as [string, string, string, string];
    const otherId = `${id.slice(0, -1)}${id.endsWith('e') ? 'f' : 'e'}`;
    expect(readAttribution(SECRET, [otherId, time, days, signature].join('.'), clickedAt)).toBeNull();
    expect(
      readAttribution(SECRET, [id, (clickedAt + DAY_MS).toString(36), days, signature].join('.'), clickedAt),
    ).toBeNull();
    expect(readAttribution(SECRET, [id, time, '180', signature].join('.'), clickedAt)).toBeNull();
    for (const bad of [undefined, '', 'x', `${value}.`, value.replace(/\.[^.]+$/, '.'), `${value}A`]) {
      expect(readAttribution(SECRET, bad, clickedAt)).toBeNull();
    }
  });

  it('refuses a click time far in the future', () => {
    const future = encodeAttribution(SECRET, { ...attribution, clickedAt: clickedAt + DAY_MS });
    expect(readAttribution(SECRET, future, clickedAt)).toBeNull();
  });
});
