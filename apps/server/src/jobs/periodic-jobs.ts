import {
  deleteOrphanFiles,
  planInvoiceEmails,
  pruneFailedSales,
  pruneIdempotencyKeys,
  pruneLoginFailures,
  reconcilePendingSales,
  renewBuyerSubscriptions,
  runBillingCycle,
  runCommissionMaturity,
  runWeeklyPayouts,
  sendTrialNotices,
  WebhookDispatcher,
} from '@afilia/api/server';
import { type AfiliaApp, toApiConfig } from '../app';
import type { ServerConfig } from '../config';
import type { PeriodicJob } from './run-periodic';

export interface PeriodicJobDeps
  extends Pick<AfiliaApp, 'db' | 'mail' | 'payments' | 'secrets' | 'storage' | 'sessionCache'> {
  config: ServerConfig;
  /** The clock the jobs run at (tests move it). */
  clock?: () => Date;
}

/**
 * The jobs every instance runs. Those that must run once at a time take a PostgreSQL advisory lock (a run that
 * finds it held counts as skipped) and the email retry claims rows one by one.
 */
export function periodicJobs(deps: PeriodicJobDeps): PeriodicJob[] {
  const { config, db, mail, payments, secrets, storage, sessionCache } = deps;
  const now = deps.clock ?? (() => new Date());
  const invoices = planInvoiceEmails({ mail, appUrl: config.appUrl });
  const webhooks = new WebhookDispatcher({
    db: db.db,
    secrets,
    policy: toApiConfig(config).webhooks,
    mail,
    appUrl: config.appUrl,
    clock: now,
  });
  return [
    {
      // Starts the due webhook deliveries and returns: their attempts run on, each in its own slot.
      name: 'webhook_delivery',
      intervalMs: config.webhooks.deliveryIntervalMs,
      run: () => webhooks.tick(),
    },
    { name: 'email_retry', intervalMs: 60_000, run: () => mail.retryStale(db.db) },
    {
      name: 'billing_cycle',
      intervalMs: config.billingIntervalMs,
      run: async () => {
        const report = await runBillingCycle({ db: db.db, mail, invoices }, now());
        // The plan a session carries changed: every instance drops the cached copies.
        for (const userId of new Set(report.usersChanged)) await sessionCache.invalidateUser(userId);
        return report;
      },
    },
    {
      // A trial's ended notice waits for the billing cycle (or Stripe) to move it on: a later run sends it.
      name: 'trial_notices',
      intervalMs: config.billingIntervalMs,
      run: () => sendTrialNotices({ db: db.db, mail, appUrl: config.appUrl }, now()),
    },
    {
      name: 'buyer_renewals',
      intervalMs: config.billingIntervalMs,
      run: () =>
        renewBuyerSubscriptions({ db: db.db, payments, mail, storage, appUrl: config.appUrl }, now()),
    },
    {
      name: 'commission_maturity',
      intervalMs: config.billingIntervalMs,
      run: () => runCommissionMaturity(db.db, now()),
    },
    {
      name: 'weekly_payouts',
      intervalMs: config.billingIntervalMs,
      run: () =>
        runWeeklyPayouts({
          db: db.db,
          asaas: { secrets, asaasApiUrl: config.asaasApiUrl ?? null },
          clock: now,
        }),
    },
    {
      name: 'orphan_files',
      intervalMs: config.orphanFilesIntervalMs,
      run: () => deleteOrphanFiles(db.db, storage, now()),
    },
    {
      name: 'login_failures_prune',
      intervalMs: 10 * 60_000,
      run: () => pruneLoginFailures(db.db, config.loginFailureWindowMs, now()),
    },
    {
      // Checkouts interrupted between the sale and the provider's answer: settled by asking the provider.
      name: 'pending_sales_reconcile',
      intervalMs: 60_000,
      run: () =>
        reconcilePendingSales(
          {
            db: db.db,
            payments,
            mail,
            storage,
            appUrl: config.appUrl,
            asaas: { secrets, asaasApiUrl: config.asaasApiUrl ?? null },
            stripe: { secrets, stripeApiUrl: config.stripeApiUrl ?? null },
          },
          now(),
        ),
    },
    {
      // The REST API's Idempotency-Key records are kept 24 hours.
      name: 'api_idempotency_prune',
      intervalMs: 60 * 60_000,
      run: () => pruneIdempotencyKeys(db.db, now()),
    },
    {
      name: 'failed_sales_prune',
      intervalMs: 60 * 60_000,
      run: () => pruneFailedSales(db.db, config.failedSaleRetentionMs, now()),
    },
  ];
}
