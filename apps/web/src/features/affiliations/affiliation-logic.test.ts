import { describe, expect, it } from 'vitest';
import {
  actionOutcome,
  affiliateActions,
  cardFooter,
  decisionOf,
  effectiveAffiliation,
  parseAffiliateTab,
  type ResellerAffiliation,
  tabCount,
  tabStatus,
  whatsappShareUrl,
} from './affiliation-logic';

const LINK = 'https://afilia.test/r/ABCD2345';

function affiliation(overrides: Partial<ResellerAffiliation> = {}): ResellerAffiliation {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'active',
    linkCode: 'ABCD2345',
    link: LINK,
    clicks: 12,
    uniqueClicks: 7,
    lastClickAt: null,
    ...overrides,
  };
}

describe('cardFooter', () => {
  it('offers the button without an affiliation, with the approval hint on approval products', () => {
    expect(cardFooter({ affiliation: null, affiliationMode: 'open' }, null)).toEqual({
      kind: 'generate',
      needsApproval: false,
    });
    expect(cardFooter({ affiliation: null, affiliationMode: 'approval' }, null)).toEqual({
      kind: 'generate',
      needsApproval: true,
    });
  });

  it('shows the link and the clicks of an active affiliation', () => {
    expect(cardFooter({ affiliation: affiliation(), affiliationMode: 'referred' }, null)).toEqual({
      kind: 'link',
      link: LINK,
      clicks: 12,
      uniqueClicks: 7,
    });
  });

  it('says why there is no link for a pending, refused or revoked affiliation', () => {
    for (const status of ['pending', 'refused', 'revoked'] as const) {
      const product = {
        affiliation: affiliation({ status, link: null }),
        affiliationMode: 'approval' as const,
      };
      expect(cardFooter(product, null)).toEqual({ kind: status });
    }
  });

  it('uses the link just created until the list reloads', () => {
    const created = { affiliationId: 'x', status: 'active' as const, linkCode: 'ABCD2345', link: LINK };
    expect(cardFooter({ affiliation: null, affiliationMode: 'open' }, created)).toEqual({
      kind: 'link',
      link: LINK,
      clicks: 0,
      uniqueClicks: 0,
    });
    const pending = { ...created, status: 'pending' as const, link: null };
    expect(cardFooter({ affiliation: null, affiliationMode: 'approval' }, pending)).toEqual({
      kind: 'pending',
    });
  });

  it("prefers the server's affiliation to the one just created", () => {
    const created = { affiliationId: 'x', status: 'pending' as const, linkCode: 'ABCD2345', link: null };
    expect(effectiveAffiliation({ affiliation: affiliation({ clicks: 3 }) }, created)?.clicks).toBe(3);
  });
});

describe('whatsappShareUrl', () => {
  it('sends the title and the link, encoded', () => {
    expect(whatsappShareUrl('Curso & Mentoria', LINK)).toBe(
      `https://wa.me/?text=Curso%20%26%20Mentoria%20${encodeURIComponent(LINK)}`,
    );
  });
});

describe("the producer's actions", () => {
  it('approves or refuses a request, revokes an active affiliate, reactivates the others', () => {
    expect(affiliateActions('pending')).toEqual(['approve', 'refuse']);
    expect(affiliateActions('active')).toEqual(['revoke']);
    expect(affiliateActions('refused')).toEqual(['reactivate']);
    expect(affiliateActions('revoked')).toEqual(['reactivate']);
  });

  it('reactivates with the decision approve', () => {
    expect(decisionOf('reactivate')).toBe('approve');
    expect(decisionOf('refuse')).toBe('refuse');
    expect(actionOutcome('reactivate')).toBe('reactivated');
    expect(actionOutcome('revoke')).toBe('revoked');
  });
});

describe('status tabs', () => {
  const counts = { active: 4, pending: 2, refused: 1, revoked: 3 };

  it('asks for no status on the all tab', () => {
    expect(tabStatus('all')).toBeUndefined();
    expect(tabStatus('pending')).toBe('pending');
  });

  it('counts every affiliate on the all tab', () => {
    expect(tabCount('all', counts)).toBe(10);
    expect(tabCount('revoked', counts)).toBe(3);
  });

  it('falls back to all for an unknown tab', () => {
    expect(parseAffiliateTab('refused')).toBe('refused');
    expect(parseAffiliateTab('x')).toBe('all');
  });
});
