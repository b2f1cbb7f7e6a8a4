// A webhook dispatcher in a process of its own, as a server instance runs it: the kill -9 test starts it,
// lets it deliver part of the outbox, and kills it without warning.
import { MailService, parseKeyRing, SecretBox, WebhookDispatcher } from '@afilia/api/server';
import { createDb } from '@afilia/db';

const databaseUrl = process.env.DATABASE_URL;
const encryptionKey = process.env.APP_ENCRYPTION_KEY;
if (!databaseUrl || !encryptionKey) throw new Error('DATABASE_URL and APP_ENCRYPTION_KEY are required');
const db = createDb({ databaseUrl, maxConnections: 4 });
const silent = { info: () => {}, error: () => {} };
const dispatcher = new WebhookDispatcher(
  {
    db: db.db,
    secrets: new SecretBox(parseKeyRing(encryptionKey)),
    policy: { allowHttp: true, allowedHosts: ['127.0.0.1'] },
    mail: new MailService({ from: 'Afilia <noreply@afilia.app>', logger: silent }),
    appUrl: 'http://localhost:3000',
  },
  { concurrency: 16, perEndpoint: 16 },
);
process.stdout.write('ready\n');
for (;;) {
  await dispatcher.tick();
  await new Promise((resolve) => setTimeout(resolve, 20));
}
