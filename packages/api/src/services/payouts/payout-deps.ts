import type { Database } from '@afilia/db';
import type { AsaasAccess } from '../payments/producer-asaas';

export interface PayoutDeps {
  db: Database;
  asaas: AsaasAccess;
  now?: () => Date;
}
