import type { Database } from '@afilia/db';
import type { AsaasAccess } from '../payments/producer-asaas';

export interface PayoutDeps {
  db: Database;
  asaas: AsaasAccess;
  /** The time payouts are reserved and sent at (the real time when omitted). */
  clock?: () => Date;
}
