import {
  resealConnectionSecrets,
  resealWebhookSecrets,
  resolveEncryptionKeyRing,
  SecretBox,
} from '@afilia/api/server';
import { createDb } from '@afilia/db';
import { loadConfig } from './config';
import { bundledMigrationsFolder } from './migrations-folder';

// `npm run secrets:reseal -w @afilia/server`: the second step of a key rotation (docs/operations/encryption-keys.md).
const config = loadConfig();
const { ring } = resolveEncryptionKeyRing({
  appEncryptionKey: config.appEncryptionKey,
  previousKeys: config.appEncryptionPreviousKeys,
  production: config.production,
  dataDir: config.dataDir,
});
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await db.migrate(bundledMigrationsFolder());
const box = new SecretBox(ring);
const connections = await resealConnectionSecrets(db.db, box);
const webhooks = await resealWebhookSecrets(db.db, box);
await db.close();
const report = {
  resealed: connections.resealed + webhooks.resealed,
  current: connections.current + webhooks.current,
  unreadable: connections.unreadable + webhooks.unreadable,
};
console.log(
  `Re-sealed ${report.resealed} secret(s) (payment connections and webhook endpoints) with key ${ring.current.id}; ${report.current} already current; ${report.unreadable} unreadable (those producers must enter their keys again, or rotate their webhook secrets).`,
);
if (report.unreadable > 0) process.exitCode = 1;
