import { createDb } from '@afilia/db';
import { loadConfig } from './config';
import { bundledMigrationsFolder } from './migrations-folder';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed';

const config = loadConfig();
const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await db.migrate(bundledMigrationsFolder());
await seedDemoData(db.db);
await db.close();
console.log(
  `Seeded ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (password ${DEMO_PASSWORD}) and the branding settings.`,
);
