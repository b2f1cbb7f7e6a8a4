/**
 * Every PostgreSQL advisory-lock key the code takes, with what it guards. Two jobs sharing a key would skip
 * or wait on each other for no reason, so each key is listed here once and advisory-locks.test.ts checks
 * that they differ. A key in use must keep its number: during a rolling deploy, old and new instances have
 * to agree on it. New keys take the next free number of the 724_113_xxx series.
 */
export const ADVISORY_LOCKS = {
  /** Applying the migrations at start-up: one instance at a time (session lock). */
  migrations: 724_113_001,
  /** The plan billing cycle: renewals, dunning and plan changes of producers' subscriptions. */
  billingCycle: 724_113_002,
  /** Deleting stored files that no row references any more. */
  orphanCleanup: 724_113_003,
  /** Moving commissions whose holding period ended to 'available'. */
  commissionMaturity: 724_113_004,
  /** Charging the monthly renewals of buyers' recurring products. */
  buyerRenewals: 724_113_006,
  /** Paying resellers their weekly payouts. */
  weeklyPayouts: 724_113_013,
  /** Reconciling checkout sales left 'pending' with the payment provider. */
  pendingSales: 724_113_014,
  /** Emailing trial reminders and trial-ended notices. */
  trialNotices: 724_113_016,
  /** Tests only: building the migrated template database that each test file's database is cloned from. */
  testTemplate: 724_113_015,
  /** Changes of admin powers (role, suspension, removal): keeps at least one active admin. */
  adminChange: 0x0afa_0005,
} as const;

/** A key of the list: the lock helpers take nothing else, so an unlisted number does not typecheck. */
export type AdvisoryLockKey = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];
