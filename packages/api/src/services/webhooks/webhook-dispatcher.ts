import {
  and,
  type DbOrTx,
  eq,
  inArray,
  isNotNull,
  lte,
  rawRows,
  sql,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '@afilia/db';
import { WEBHOOK_TEST_EVENT, type WebhookFailure } from '@afilia/validators';
import { emailRecipient } from '../notifications/email-recipient';
import { integrationAccess } from '../plans/plan-integrations';
import { DELIVERY_TIMEOUT_MS, type DeliveryOutcome, sendDelivery } from './delivery-request';
import { nowOf, type WebhookDispatchDeps } from './webhook-deps';
import { openWebhookSecret, webhookHeaders } from './webhook-signing';

/**
 * The wait after each failed attempt: the first try at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h,
 * 20 h and 24 h (each ±10%), about three days in all; the tenth failure gives the delivery up.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** An endpoint whose deliveries have failed without a success for this long is disabled. */
export const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3_600_000;
/**
 * How long a claim holds: longer than an attempt can last, so a live attempt is never taken twice; an
 * instance killed mid-attempt leaves the claim to lapse, and another instance takes the delivery again.
 */
export const CLAIM_LEASE_MS = DELIVERY_TIMEOUT_MS * 3;

export interface DispatcherOptions {
  /** Attempts in flight at once on this instance. */
  concurrency?: number;
  /** Attempts in flight at once to one endpoint, across instances. */
  perEndpoint?: number;
  /** Randomises each retry delay by ±10% (tests pass 0). */
  jitter?: number;
  /** How long an attempt may last (10 s; tests shorten it). */
  timeoutMs?: number;
}

/** A claimed delivery with what its attempt needs, read by the claim itself (one query per tick). */
interface Claimed {
  id: string;
  event_id: string;
  endpoint_id: string;
  attempts: number;
  type: string;
  payload: string;
  producer_id: string;
  url: string;
  enabled: boolean;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | string | null;
  failing_since: Date | string | null;
}

/** How long the dispatcher trusts a producer's plan check (a lapsed plan stops deliveries within this). */
const ACCESS_CACHE_MS = 10_000;

/**
 * Delivers the webhook outbox. Each tick claims due deliveries (SKIP LOCKED, so instances never take the
 * same one), up to the free slots of this instance and of each endpoint, and starts them without waiting:
 * a slow or silent receiver holds only its own slots, for at most 10 s each, never the tick. Every attempt
 * is recorded with a condition on the claim it made, so a claim that lapsed cannot overwrite a newer one.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly concurrency: number;
  private readonly perEndpoint: number;
  private readonly jitter: number;
  private readonly timeoutMs: number;
  private readonly access = new Map<string, { allowed: boolean; until: number }>();

  constructor(
    private readonly deps: WebhookDispatchDeps,
    options: DispatcherOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 32;
    this.perEndpoint = options.perEndpoint ?? 4;
    this.jitter = options.jitter ?? 0.1;
    this.timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  }

  /** Claims what is due and starts it; answers how many attempts it started. */
  async tick(): Promise<{ started: number }> {
    const free = this.concurrency - this.inFlight.size;
    if (free <= 0) return { started: 0 };
    const claimed = await this.claim(free);
    for (const delivery of claimed) {
      const attempt = this.attempt(delivery).catch(() => {});
      this.inFlight.add(attempt);
      void attempt.finally(() => this.inFlight.delete(attempt));
    }
    return { started: claimed.length };
  }

  /** Waits for the attempts in flight. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Ticks until nothing due is left (tests, the bench, shutdown). */
  async drain(): Promise<void> {
    for (;;) {
      // Attempts that end while a tick claims free their endpoint's slots after the claim counted them:
      // only a tick that started nothing with nothing in flight before or after it means the outbox is empty.
      const before = this.inFlight.size;
      const { started } = await this.tick();
      if (started > 0) continue;
      if (this.inFlight.size > 0) await Promise.race([...this.inFlight]);
      else if (before === 0) return;
    }
  }

  private async claim(limit: number): Promise<Claimed[]> {
    const now = nowOf(this.deps);
    const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
    const scan = Math.max(limit * 4, 100);
    return rawRows(
      await this.deps.db.execute(sql`
        with due as (
          select id, endpoint_id, next_attempt_at from ${webhookDeliveries}
          where status in ('pending', 'delivering') and next_attempt_at <= ${now.toISOString()}::timestamptz
          order by next_attempt_at
          limit ${scan}
          for update skip locked
        ), busy as (
          select endpoint_id, count(*)::int as n from ${webhookDeliveries}
          where status = 'delivering' and next_attempt_at > ${now.toISOString()}::timestamptz
            and endpoint_id in (select endpoint_id from due)
          group by endpoint_id
        ), chosen as (
          select id from (
            select due.id, due.next_attempt_at, coalesce(busy.n, 0) as busy,
              row_number() over (partition by due.endpoint_id order by due.next_attempt_at) as rank
            from due left join busy on busy.endpoint_id = due.endpoint_id
          ) ranked
          where rank + busy <= ${this.perEndpoint}
          order by next_attempt_at
          limit ${limit}
        )
        update ${webhookDeliveries} as d
        set status = 'delivering', attempts = d.attempts + 1,
          last_attempt_at = ${now.toISOString()}::timestamptz, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
        from chosen, ${webhookEvents} e, ${webhookEndpoints} p
        where d.id = chosen.id and e.id = d.event_id and p.id = d.endpoint_id
        returning d.id, d.event_id, d.endpoint_id, d.attempts, e.type, e.payload, p.producer_id, p.url,
          p.enabled, p.secret_sealed, p.previous_secret_sealed, p.previous_secret_expires_at, p.failing_since
      `),
    ) as Claimed[];
  }

  /** One attempt; an error of ours (an unreadable secret, a lost connection) counts as a failed attempt. */
  private async attempt(claimed: Claimed): Promise<void> {
    try {
      await this.send(claimed);
    } catch {
      await this.failClaim(claimed, 'internal').catch(() => {});
    }
  }

  private async failClaim(claimed: Claimed, failure: WebhookFailure): Promise<void> {
    await this.deps.db
      .update(webhookDeliveries)
      .set({
        ...this.afterFailure(claimed, nowOf(this.deps)),
        failure,
        responseStatus: null,
        responseBody: null,
        durationMs: null,
      })
      .where(this.stillClaimed(claimed));
  }

  /** A failed attempt waits for the next one, or gives the delivery up after the last. */
  private afterFailure(claimed: Claimed, now: Date) {
    const finalAttempt = claimed.attempts >= MAX_ATTEMPTS;
    return {
      status: finalAttempt ? ('failed' as const) : ('pending' as const),
      nextAttemptAt: new Date(now.getTime() + (finalAttempt ? 0 : this.retryDelay(claimed.attempts))),
    };
  }

  private async allowed(producerId: string, now: Date): Promise<boolean> {
    const cached = this.access.get(producerId);
    if (cached && cached.until > now.getTime()) return cached.allowed;
    const { allowed } = await integrationAccess(this.deps.db, producerId, 'webhooks', now);
    this.access.set(producerId, { allowed, until: now.getTime() + ACCESS_CACHE_MS });
    return allowed;
  }

  private async send(claimed: Claimed): Promise<void> {
    const { secrets, policy } = this.deps;
    const now = nowOf(this.deps);
    if (!claimed.enabled && claimed.type !== WEBHOOK_TEST_EVENT)
      return this.giveUp(claimed, 'endpoint_disabled');
    if (!(await this.allowed(claimed.producer_id, now))) return this.giveUp(claimed, 'plan');

    const signingSecrets = [openWebhookSecret(secrets, claimed.endpoint_id, claimed.secret_sealed)];
    const previousUntil = claimed.previous_secret_expires_at
      ? new Date(claimed.previous_secret_expires_at)
      : null;
    if (claimed.previous_secret_sealed && previousUntil && previousUntil > now)
      signingSecrets.push(openWebhookSecret(secrets, claimed.endpoint_id, claimed.previous_secret_sealed));
    const outcome = await sendDelivery(
      policy,
      {
        url: claimed.url,
        body: claimed.payload,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Afilia-Webhooks/1.0',
          ...webhookHeaders(signingSecrets, claimed.event_id, now, claimed.payload),
        },
      },
      this.timeoutMs,
    );
    await this.record(claimed, outcome);
  }

  /** A delivery that cannot be attempted (its endpoint was switched off, the plan lapsed): failed for good. */
  private async giveUp(claimed: Claimed, failure: WebhookFailure): Promise<void> {
    await this.deps.db
      .update(webhookDeliveries)
      .set({ status: 'failed', failure, responseStatus: null, responseBody: null, durationMs: null })
      .where(this.stillClaimed(claimed));
  }

  private stillClaimed(claimed: Claimed) {
    return and(
      eq(webhookDeliveries.id, claimed.id),
      eq(webhookDeliveries.status, 'delivering'),
      eq(webhookDeliveries.attempts, claimed.attempts),
    );
  }

  private retryDelay(attempts: number): number {
    const base = RETRY_DELAYS_MS[attempts - 1] ?? RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];
    return Math.round((base as number) * (1 + (Math.random() * 2 - 1) * this.jitter));
  }

  private async record(claimed: Claimed, outcome: DeliveryOutcome): Promise<void> {
    const { db } = this.deps;
    const { endpoint_id: endpointId, producer_id: producerId, url } = claimed;
    const now = nowOf(this.deps);
    const answer = {
      responseStatus: outcome.status,
      responseBody: outcome.body,
      durationMs: outcome.durationMs,
      failure: outcome.failure,
    };
    if (outcome.ok) {
      const succeeded = (on: DbOrTx) =>
        on
          .update(webhookDeliveries)
          .set({ ...answer, status: 'succeeded', deliveredAt: now })
          .where(this.stillClaimed(claimed));
      // The usual case is one UPDATE: only a failure streak of the endpoint needs clearing with it.
      if (claimed.failing_since === null) {
        await succeeded(db);
        return;
      }
      await db.transaction(async (tx) => {
        await succeeded(tx);
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
      });
      return;
    }
    const disabled = await db.transaction(async (tx) => {
      await tx
        .update(webhookDeliveries)
        .set({ ...answer, ...this.afterFailure(claimed, now) })
        .where(this.stillClaimed(claimed));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: now })
        .where(and(eq(webhookEndpoints.id, endpointId), sql`${webhookEndpoints.failingSince} is null`));
      // Five days of failures without one success: the endpoint is switched off, once.
      const switchedOff = await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledForFailuresAt: now, updatedAt: now })
        .where(
          and(
            eq(webhookEndpoints.id, endpointId),
            eq(webhookEndpoints.enabled, true),
            lte(webhookEndpoints.failingSince, new Date(now.getTime() - DISABLE_AFTER_FAILING_MS)),
          ),
        )
        .returning({ id: webhookEndpoints.id });
      if (switchedOff.length === 0) return null;
      // Its other deliveries waiting for a retry stop here; 'Reenviar' brings any of them back.
      await tx
        .update(webhookDeliveries)
        .set({ status: 'failed', failure: 'endpoint_disabled' })
        .where(
          and(eq(webhookDeliveries.endpointId, endpointId), inArray(webhookDeliveries.status, ['pending'])),
        );
      const recipient = await emailRecipient(tx, producerId, 'transactional');
      if (!recipient) return null;
      return this.deps.mail.enqueue(tx, {
        to: recipient.email,
        locale: recipient.locale,
        template: 'webhookEndpointDisabled',
        vars: { name: recipient.name, url, link: `${this.deps.appUrl}/dashboard/settings?tab=integrations` },
      });
    });
    if (disabled) await this.deps.mail.deliver(db, [disabled]);
  }
}
