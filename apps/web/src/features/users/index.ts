/** What this feature offers the other features; the rest of the folder is its own (see module-boundaries.test.ts in packages/api). */
export { InviteUserDialog } from './invite-user-dialog';
export { SentInvitations } from './sent-invitations';
