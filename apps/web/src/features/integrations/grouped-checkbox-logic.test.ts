import { API_SCOPES, WEBHOOK_EVENT_TYPES, type WebhookEventGroup } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { selectionOf, toggleOptions } from './grouped-checkbox-logic';
import { WEBHOOK_EVENTS_BY_GROUP } from './webhook-logic';

const eventsOf = (group: WebhookEventGroup) =>
  WEBHOOK_EVENTS_BY_GROUP.find((entry) => entry.group === group)?.events ?? [];

describe("a 'select all' box", () => {
  it('reads the whole list as all, some or none, in any order', () => {
    expect(selectionOf([], API_SCOPES)).toBe('none');
    expect(selectionOf(['sales:read'], API_SCOPES)).toBe('some');
    expect(selectionOf([...API_SCOPES].reverse(), API_SCOPES)).toBe('all');
  });

  it('reads one group as all, some or none, whatever is chosen in the others', () => {
    expect(selectionOf([], eventsOf('payout'))).toBe('none');
    expect(selectionOf(['payout.paid'], eventsOf('payout'))).toBe('some');
    expect(selectionOf(['payout.failed', 'payout.paid'], eventsOf('payout'))).toBe('all');
    expect(selectionOf(['sale.paid'], eventsOf('payout'))).toBe('none');
  });

  it('counts codes outside the options for nothing', () => {
    expect(selectionOf(['unknown:scope'], API_SCOPES)).toBe('none');
  });
});

describe('toggling options', () => {
  it('selects every option of the list, in the canonical order, or none', () => {
    expect(toggleOptions(API_SCOPES, ['sales:read'], API_SCOPES, true)).toEqual([...API_SCOPES]);
    expect(toggleOptions(API_SCOPES, [], API_SCOPES, true)).toEqual([...API_SCOPES]);
    expect(toggleOptions(API_SCOPES, ['sales:read'], API_SCOPES, false)).toEqual([]);
  });

  it('selects and clears a whole group, leaving the others, in the canonical order', () => {
    const withPayouts = toggleOptions(WEBHOOK_EVENT_TYPES, ['sale.paid'], eventsOf('payout'), true);
    expect(withPayouts).toEqual(['sale.paid', 'payout.paid', 'payout.failed']);
    expect(toggleOptions(WEBHOOK_EVENT_TYPES, withPayouts, eventsOf('payout'), false)).toEqual(['sale.paid']);
    expect(
      toggleOptions(WEBHOOK_EVENT_TYPES, ['affiliation.requested'], eventsOf('affiliation'), true),
    ).toEqual(['affiliation.requested', 'affiliation.approved']);
  });

  it('toggles one option, keeping the canonical order and never duplicating it', () => {
    expect(toggleOptions(API_SCOPES, ['payouts:read'], ['products:read'], true)).toEqual([
      'products:read',
      'payouts:read',
    ]);
    expect(toggleOptions(API_SCOPES, ['products:read'], ['products:read'], true)).toEqual(['products:read']);
    expect(toggleOptions(API_SCOPES, ['products:read', 'payouts:read'], ['products:read'], false)).toEqual([
      'payouts:read',
    ]);
    expect(toggleOptions(API_SCOPES, [...API_SCOPES], ['sales:refund'], false)).toHaveLength(
      API_SCOPES.length - 1,
    );
    expect(toggleOptions(WEBHOOK_EVENT_TYPES, ['commission.paid'], ['sale.paid'], true)).toEqual([
      'sale.paid',
      'commission.paid',
    ]);
  });

  it('drops codes the list does not know', () => {
    expect(toggleOptions(API_SCOPES, ['unknown:scope'], ['sales:read'], true)).toEqual(['sales:read']);
  });
});
