import type { AddressInfo } from 'node:net';
import { emailOutbox, eq, inArray } from '@afilia/db';
import { createTestDb } from '@afilia/db/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailService } from './mail-service';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let rejectNext = false;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(_address, _session, callback) {
    if (rejectNext) return callback(new Error('mailbox unavailable'));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const logger = { info: () => {}, error: () => {} };
let db: Awaited<ReturnType<typeof createTestDb>>;
let mail: MailService;

beforeAll(async () => {
  db = await createTestDb();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mail = new MailService({
    smtpUrl: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    from: 'Afilia <nao-responda@afilia.app>',
    logger,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.cleanup();
});

describe('MailService over SMTP', () => {
  it('delivers a queued email with HTML and plain-text parts and marks it sent', async () => {
    const id = await mail.enqueue(db.db, {
      to: 'cliente@example.com',
      locale: 'es',
      template: 'confirmation',
      vars: { name: 'Lucía', link: 'https://afilia.app/confirm-email?token=abc' },
    });
    await mail.deliver(db.db, [id]);
    expect(received).toHaveLength(1);
    const message = received[0];
    expect(message?.to).toEqual(['cliente@example.com']);
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    expect(message?.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Confirma tu email en Afilia/);
    const [row] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends the attachments stored with the email, as they were when it was enqueued', async () => {
    const pdf = Buffer.from('%PDF-1.7 comprovante\n%%EOF');
    const id = await mail.enqueue(db.db, {
      to: 'anexo@example.com',
      locale: 'pt-BR',
      template: 'contactMessage',
      vars: { name: 'A', email: 'a@example.com', subject: 'Oi', message: 'Olá' },
      attachments: [{ filename: 'comprovante-1.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const [row] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.attachments).toEqual([
      { filename: 'comprovante-1.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
    ]);
    await mail.deliver(db.db, [id]);
    const message = received.find((r) => r.to.includes('anexo@example.com'));
    expect(message?.raw).toContain('Content-Type: application/pdf; name=comprovante-1.pdf');
    expect(message?.raw).toContain('Content-Disposition: attachment; filename=comprovante-1.pdf');
    expect(message?.raw).toContain(pdf.toString('base64'));
  });

  it('records a delivery failure on the row instead of throwing', async () => {
    rejectNext = true;
    const id = await mail.enqueue(db.db, {
      to: 'falha@example.com',
      locale: 'pt-BR',
      template: 'passwordReset',
      vars: { name: 'Ana', link: 'https://afilia.app/reset-password#access_token=x&type=recovery' },
    });
    await expect(mail.deliver(db.db, [id])).resolves.toBeUndefined();
    rejectNext = false;
    const [row] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/mailbox unavailable/);
  });

  it('keeps emails in the outbox and logs them when no SMTP server is configured', async () => {
    const logged: object[] = [];
    const outboxOnly = new MailService({
      from: 'x@afilia.app',
      logger: { info: (obj) => logged.push(obj), error: () => {} },
    });
    const id = await outboxOnly.enqueue(db.db, {
      to: 'semsmtp@example.com',
      locale: 'pt-BR',
      template: 'contactMessage',
      vars: { name: 'A', email: 'a@example.com', subject: 'Oi', message: 'Olá' },
    });
    await outboxOnly.deliver(db.db, [id]);
    const [row] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('logged');
    expect(logged).toHaveLength(1);
  });
});

describe('MailService across several server instances', () => {
  async function enqueueStale(count: number, prefix: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(
        await mail.enqueue(db.db, {
          to: `${prefix}${i}@example.com`,
          locale: 'pt-BR',
          template: 'contactMessage',
          vars: { name: 'A', email: 'a@example.com', subject: 'Oi', message: 'Olá' },
        }),
      );
    }
    // As if the process that committed them stopped before delivering: pending and older than the retry delay.
    await db.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(inArray(emailOutbox.id, ids));
    return ids;
  }

  function receivedBy(prefix: string): string[] {
    return received.flatMap((r) => r.to).filter((to) => to.startsWith(prefix));
  }

  it('sends each stale email once when two instances retry at the same time', async () => {
    const { port } = server.server.address() as AddressInfo;
    const secondInstance = new MailService({
      smtpUrl: `smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`,
      from: 'Afilia <nao-responda@afilia.app>',
      logger,
    });
    const ids = await enqueueStale(12, 'stale-');
    await Promise.all([
      mail.retryStale(db.db),
      secondInstance.retryStale(db.db),
      mail.retryStale(db.db),
      secondInstance.retryStale(db.db),
    ]);
    const sent = receivedBy('stale-');
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    const rows = await db.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });

  it('does not resend an email another caller is delivering, and retries it once that claim expires', async () => {
    const [id] = await enqueueStale(1, 'claimed-');
    if (!id) throw new Error('no email queued');
    // Another instance claimed it (sent_at = claim time) and is still delivering.
    await db.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
    await mail.deliver(db.db, [id]);
    await mail.retryStale(db.db);
    expect(receivedBy('claimed-')).toHaveLength(0);
    // That instance died mid-delivery: after the lease the retry job sends it.
    await mail.retryStale(db.db, 30_000, new Date(Date.now() + 16 * 60_000));
    expect(receivedBy('claimed-')).toEqual(['claimed-0@example.com']);
  });

  it('retries a failed email and marks it sent', async () => {
    rejectNext = true;
    const [id] = await enqueueStale(1, 'retry-failed-');
    if (!id) throw new Error('no email queued');
    await mail.deliver(db.db, [id]);
    rejectNext = false;
    await mail.retryStale(db.db);
    expect(receivedBy('retry-failed-')).toEqual(['retry-failed-0@example.com']);
    const [row] = await db.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row?.status).toBe('sent');
  });
});
