import { USER_TABS } from '@afilia/validators';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  canManageUsers,
  canOpenUsers,
  describeUserError,
  editUserFormSchema,
  editValuesOf,
  emptyKind,
  inviteRoles,
  isPlanError,
  pageRange,
  resolveTab,
  rowMenu,
  splitDateTime,
  statusActionFor,
  statusForAction,
  visibleTabs,
} from './user-management';
import { parseTabParam } from './users-tab-param';

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const OTHER_ID = '00000000-0000-4000-8000-000000000002';

/** A t() that shows which key and params it was given. */
const t = ((key: string, params?: Record<string, string>) =>
  params ? `${key}:${JSON.stringify(params)}` : key) as unknown as TFunction;

function serverError(data: Record<string, unknown>) {
  return new TRPCClientError('failed', {
    result: { error: { message: 'failed', code: -32600, data } },
  } as never);
}

describe('who sees what', () => {
  it('lets admins and producers open the screen, not resellers', () => {
    expect(canOpenUsers('admin')).toBe(true);
    expect(canOpenUsers('producer')).toBe(true);
    expect(canOpenUsers('reseller')).toBe(false);
    expect(canOpenUsers(null)).toBe(false);
  });

  it('gives row actions to admins only', () => {
    expect(canManageUsers('admin')).toBe(true);
    expect(canManageUsers('producer')).toBe(false);
    expect(canManageUsers('reseller')).toBe(false);
  });

  it('shows the 7 tabs to an admin and only the resellers tab to a producer', () => {
    expect(visibleTabs('admin')).toEqual([
      'all',
      'admin',
      'producer',
      'reseller',
      'active',
      'pending',
      'suspended',
    ]);
    expect(visibleTabs('producer')).toEqual(['reseller']);
  });

  it('resolves the tab from the address bar', () => {
    expect(resolveTab('admin', 'suspended')).toBe('suspended');
    expect(resolveTab('admin', 'nonsense')).toBe('all');
    expect(resolveTab('admin', undefined)).toBe('all');
    expect(resolveTab('producer', 'all')).toBe('reseller');
    expect(resolveTab('producer', 'admin')).toBe('reseller');
    for (const tab of USER_TABS) expect(parseTabParam(tab)).toBe(tab);
    expect(parseTabParam('ALL')).toBeUndefined();
    expect(parseTabParam(3)).toBeUndefined();
  });

  it('lets an admin invite any role and a producer resellers only', () => {
    expect(inviteRoles('admin')).toEqual(['admin', 'producer', 'reseller']);
    expect(inviteRoles('producer')).toEqual(['reseller']);
  });
});

describe('status transitions: suspend an active user, reactivate any other', () => {
  it('suspends an active user and reactivates any other status', () => {
    expect(statusActionFor('active')).toBe('suspend');
    expect(statusActionFor('suspended')).toBe('reactivate');
    expect(statusActionFor('pending')).toBe('reactivate');
    expect(statusActionFor('deactivated')).toBe('reactivate');
    expect(statusForAction('suspend')).toBe('suspended');
    expect(statusForAction('reactivate')).toBe('active');
  });
});

describe('the row menu', () => {
  it('disables the current role only', () => {
    const menu = rowMenu({ id: OTHER_ID, role: 'producer', status: 'active' }, ADMIN_ID);
    expect(menu.isSelf).toBe(false);
    expect(menu.roleOptions).toEqual([
      { role: 'admin', disabled: false },
      { role: 'producer', disabled: true },
      { role: 'reseller', disabled: false },
    ]);
    expect(menu.statusAction).toBe('suspend');
    expect(menu).toMatchObject({ canChangeStatus: true, canRemove: true, canEdit: true, canMessage: true });
  });

  it('offers Reativar for a suspended user', () => {
    expect(rowMenu({ id: OTHER_ID, role: 'reseller', status: 'suspended' }, ADMIN_ID).statusAction).toBe(
      'reactivate',
    );
  });

  it("disables demoting, suspending and removing on the admin's own row", () => {
    const menu = rowMenu({ id: ADMIN_ID, role: 'admin', status: 'active' }, ADMIN_ID);
    expect(menu.isSelf).toBe(true);
    expect(menu.roleOptions.every((option) => option.disabled)).toBe(true);
    expect(menu.canChangeStatus).toBe(false);
    expect(menu.canRemove).toBe(false);
    expect(menu.canEdit).toBe(true);
    expect(menu.canMessage).toBe(true);
  });
});

describe('list helpers', () => {
  it('picks the empty state', () => {
    expect(emptyKind('admin', '  maria ')).toBe('search');
    expect(emptyKind('producer', 'maria')).toBe('search');
    expect(emptyKind('admin', '')).toBe('tab');
    expect(emptyKind('producer', ' ')).toBe('producer');
  });

  it('computes the shown range', () => {
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 20, 7)).toEqual({ from: 1, to: 7 });
    expect(pageRange(2, 10, 25)).toEqual({ from: 11, to: 20 });
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });

  it('splits dd/mm/yyyy hh:mm in two lines', () => {
    expect(splitDateTime('05/03/2026 15:07')).toEqual({ date: '05/03/2026', time: '15:07' });
    expect(splitDateTime('05/03/2026')).toEqual({ date: '05/03/2026', time: '' });
  });
});

describe('Editar perfil', () => {
  it('starts from the row and validates with the shared schema', () => {
    const values = editValuesOf({ name: 'Maria Silva', email: 'maria@example.com', phone: null });
    expect(values).toEqual({ fullName: 'Maria Silva', email: 'maria@example.com', phone: '' });
    expect(editUserFormSchema.parse({ ...values, email: ' Maria@Example.com ' })).toEqual({
      fullName: 'Maria Silva',
      email: 'maria@example.com',
      phone: '',
    });
    const bad = editUserFormSchema.safeParse({ fullName: 'M', email: 'nope', phone: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'validation.seller.emailInvalid',
      'validation.seller.fullNameMin',
    ]);
  });
});

describe('error messages', () => {
  it("shows the server's translated reason", () => {
    const error = serverError({ appCode: 'errors.team.lastAdmin' });
    expect(describeUserError(t, error, 'users.toasts.roleErrorDescription')).toMatchObject({
      code: 'errors.team.lastAdmin',
      description: 'errors.team.lastAdmin:{}',
    });
  });

  it('passes the plan limit parameters, the limit naming its resource', () => {
    const error = serverError({
      appCode: 'errors.plans.limitReached',
      appParams: { limit: 10, plan: 'Iniciante', resource: 'sellers' },
    });
    const described = describeUserError(t, error, 'users.toasts.inviteErrorDescription');
    const limit = 'errors.plans.limitResources.sellers:{"count":10}';
    expect(described.description).toBe(
      `errors.plans.limitReached:${JSON.stringify({ limit, plan: 'Iniciante', resource: 'sellers' })}`,
    );
    expect(isPlanError(described.code)).toBe(true);
    expect(isPlanError('errors.team.emailInUse')).toBe(false);
  });

  it('falls back to the generic text for unexpected errors', () => {
    expect(describeUserError(t, new Error('boom'), 'users.toasts.deleteErrorDescription').description).toBe(
      'users.toasts.deleteErrorDescription',
    );
  });
});
