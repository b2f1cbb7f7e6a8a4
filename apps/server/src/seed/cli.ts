import { resolveEncryptionKeyRing, SecretBox, StorageService } from '@afilia/api/server';
import { createDb } from '@afilia/db';
import { loadConfig } from '../config';
import { bundledMigrationsFolder } from '../migrations-folder';
import { createStorageDriver, fileSigningSecret } from '../storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '.';

const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await db.migrate(bundledMigrationsFolder());
const storage = new StorageService(createStorageDriver(config), fileSigningSecret(config), console);
const { ring } = resolveEncryptionKeyRing({
  appEncryptionKey: config.appEncryptionKey,
  previousKeys: config.appEncryptionPreviousKeys,
  production: config.production,
  dataDir: config.dataDir,
});
await seedDemoData(db.db, config.stripe ? 'stripe' : 'test', new Date(), storage, new SecretBox(ring));
await db.close();
console.log(
  `Seeded ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD}), the demo products, affiliations, clicks and webhook endpoint, and the branding settings.`,
);
