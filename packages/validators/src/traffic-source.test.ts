import { describe, expect, it } from 'vitest';
import { trafficSourceFromQuery, trafficSourceLabel } from './traffic-source';

describe('trafficSourceFromQuery', () => {
  it('keeps the known parameters, trimmed, under their field names', () => {
    expect(
      trafficSourceFromQuery({
        utm_source: ' instagram ',
        utm_medium: 'stories',
        utm_campaign: 'black-friday',
        utm_content: 'bio',
        utm_term: 'curso',
        src: 'a',
        sck: 'b',
        fbclid: 'ignored',
      }),
    ).toEqual({
      utmSource: 'instagram',
      utmMedium: 'stories',
      utmCampaign: 'black-friday',
      utmContent: 'bio',
      utmTerm: 'curso',
      src: 'a',
      sck: 'b',
    });
  });

  it('drops what the server would refuse, so a mangled link never stops a purchase', () => {
    expect(
      trafficSourceFromQuery({
        utm_source: '   ',
        utm_medium: 'x'.repeat(201),
        utm_campaign: 'a\u0000b',
        utm_content: 'broken \ud800 text',
        utm_term: ['array'],
        src: 'x'.repeat(200),
      }),
    ).toEqual({ src: 'x'.repeat(200) });
  });
});

describe('trafficSourceLabel', () => {
  it('joins source, medium and campaign; falls back to src; null without any', () => {
    expect(trafficSourceLabel({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: null })).toBe(
      'google · cpc',
    );
    expect(trafficSourceLabel({ utmSource: null, src: 'bio' })).toBe('bio');
    expect(trafficSourceLabel({})).toBeNull();
  });
});
