import { type Database, desc, emailOutbox, sql } from '@afilia/db';
import type { FastifyInstance } from 'fastify';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Development mailbox: every email in the outbox, newest first, with clickable links. Never in production. */
export function registerDevMailRoutes(app: FastifyInstance, db: Database) {
  async function latest(to: string | undefined) {
    return db
      .select()
      .from(emailOutbox)
      .where(to ? sql`lower(${emailOutbox.to}) = ${to.toLowerCase()}` : undefined)
      .orderBy(desc(emailOutbox.seq))
      .limit(100);
  }

  app.get<{ Querystring: { to?: string } }>('/dev/mail.json', async (request) => {
    const rows = await latest(request.query.to);
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      template: row.template,
      status: row.status,
      createdAt: row.createdAt,
      text: row.text,
      links: row.text.match(/https?:\/\/[^\s]+/g) ?? [],
      attachments: row.attachments.map((file) => file.filename),
    }));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mail', async (request, reply) => {
    const rows = await latest(request.query.to);
    const items = rows
      .map(
        (row) =>
          `<article><header><strong>${escapeHtml(row.subject)}</strong><br><small>Para: ${escapeHtml(row.to)} · ${row.createdAt.toISOString()} · ${row.template} · ${row.status}</small></header><pre>${linkify(row.text)}</pre>${row.attachments.length > 0 ? `<small>Anexos: ${escapeHtml(row.attachments.map((file) => file.filename).join(', '))}</small>` : ''}</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Caixa de saída (dev) · Afilia</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#18181b}article{border:1px solid #e4e4e7;border-radius:10px;padding:14px 16px;margin:12px 0}pre{white-space:pre-wrap;font-family:inherit;margin:10px 0 0}a{color:#4f46e5}small{color:#71717a}</style></head>
<body><h1>Caixa de saída (desenvolvimento)</h1><p>${rows.length} email(s), do mais recente ao mais antigo.</p>${items || '<p>Nenhum email enviado ainda.</p>'}</body></html>`;
  });
}
