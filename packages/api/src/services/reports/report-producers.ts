import { asc, type DbOrTx, eq, profiles } from '@afilia/db';

/** The admin's producer filter: every producer by name. */
export function reportProducers(db: DbOrTx): Promise<{ id: string; name: string | null; email: string }[]> {
  return db
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.isProducer, true))
    .orderBy(asc(profiles.fullName), asc(profiles.email))
    .limit(1000);
}
