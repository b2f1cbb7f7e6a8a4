import { createSession, SESSION_COOKIE_NAME } from '@afilia/auth';
import { profiles } from '@afilia/db';
import { seedDemoData } from '../../src/seed';
import type { TestApp } from './harness';

/**
 * Who the tests act as: the demo accounts (README 'Demo logins': Ana the admin, Paulo the producer on
 * Profissional, Irene the producer on the Iniciante trial, Renata, Paulo's reseller) and, when asked for, a
 * second producer who signs up through `auth.register`.
 */
export const ACTOR_EMAILS = {
  admin: 'admin@demo.afilia.app',
  producer: 'produtor@demo.afilia.app',
  starter: 'iniciante@demo.afilia.app',
  reseller: 'revendedor@demo.afilia.app',
  otherProducer: 'outra.produtora@example.com',
} as const;

export type SeededActor = keyof typeof ACTOR_EMAILS;

export interface SeedActorsOptions {
  /** Register the second producer ('Outra Produtora'), with the Iniciante free trial if `freeTrial`. */
  otherProducer?: { freeTrial?: boolean };
}

export interface SeededActors {
  /** Each actor's user id ('' for the second producer when it was not asked for). */
  ids: Record<SeededActor, string>;
  /** A session cookie (`name=value`) per actor, made once ('' for the second producer when not asked for). */
  cookies: Record<SeededActor, string>;
  /** A new session cookie for the actor, for a call that may end its session (a logout, a password change). */
  cookieFor(actor: SeededActor): Promise<string>;
}

/**
 * Seeds the demo data into the test app's database and signs the actors in by creating their sessions
 * straight in the database (no login call, so no password hash and no login rate limit).
 */
export async function seedActors(t: TestApp, options: SeedActorsOptions = {}): Promise<SeededActors> {
  await seedDemoData(t.db);
  if (options.otherProducer) {
    const registered = await t.call('auth.register', {
      name: 'Outra Produtora',
      email: ACTOR_EMAILS.otherProducer,
      password: 'segredo123',
      confirmPassword: 'segredo123',
      termsAccepted: true,
      userType: 'producer',
      ...(options.otherProducer.freeTrial ? { freeTrial: true } : {}),
    });
    if (!registered.ok) throw new Error(`seedActors: registration failed (${registered.appCode})`);
  }
  const rows = await t.db.select({ id: profiles.id, email: profiles.email }).from(profiles);
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? '';
  const actors = Object.keys(ACTOR_EMAILS) as SeededActor[];
  const ids = Object.fromEntries(actors.map((actor) => [actor, idOf(ACTOR_EMAILS[actor])])) as Record<
    SeededActor,
    string
  >;

  async function cookieFor(actor: SeededActor): Promise<string> {
    if (!ids[actor]) throw new Error(`seedActors: no ${actor} (pass the option that creates it)`);
    const session = await createSession(t.db, ids[actor]);
    return `${SESSION_COOKIE_NAME}=${session.token}`;
  }

  const cookies = {} as Record<SeededActor, string>;
  for (const actor of actors) cookies[actor] = ids[actor] ? await cookieFor(actor) : '';
  return { ids, cookies, cookieFor };
}
