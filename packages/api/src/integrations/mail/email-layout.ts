// The frame every email shares: the brand, the heading, the paragraphs and link lists, the buttons (each with
// its link spelled out below it) and the footer, as HTML and as plain text.
import type { SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import type { EmailLink } from './email-template';

export interface EmailButton {
  label: string;
  link: string;
}

/** A list of links under a heading, placed among the paragraphs. */
interface EmailLinkList {
  heading: string;
  links: EmailLink[];
}

export type EmailBlock = string | EmailLinkList;

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const PARAGRAPH_STYLE = 'font-size:15px;line-height:1.6;padding-bottom:12px;white-space:pre-line';

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') return `<tr><td style="${PARAGRAPH_STYLE}">${escapeHtml(block)}</td></tr>`;
  const items = block.links
    .map(
      (link) =>
        `<li style="padding-bottom:6px"><a href="${escapeHtml(link.url)}" style="color:#4f46e5">${escapeHtml(link.title)}</a></li>`,
    )
    .join('');
  return `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:12px"><div style="font-weight:600">${escapeHtml(block.heading)}</div><ul style="margin:4px 0 0;padding-left:20px">${items}</ul></td></tr>`;
}

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  return [block.heading, ...block.links.map((link) => `- ${link.title}: ${link.url}`)].join('\n');
}

export function layout(
  locale: SupportedLocale,
  heading: string,
  paragraphs: EmailBlock[],
  buttons: EmailButton[] = [],
) {
  const footer = translate(locale, 'emails.footer');
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#f4f4f5;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#4f46e5;padding-bottom:16px">Afilia</td></tr>
<tr><td style="font-size:18px;font-weight:600;padding-bottom:12px">${escapeHtml(heading)}</td></tr>
${paragraphs.map(blockHtml).join('\n')}
${buttons
  .map(
    (
      button,
    ) => `<tr><td style="padding:12px 0 20px"><a href="${escapeHtml(button.link)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#71717a;word-break:break-all"><a href="${escapeHtml(button.link)}" style="color:#4f46e5">${escapeHtml(button.link)}</a></td></tr>`,
  )
  .join('\n')}
<tr><td style="font-size:12px;color:#71717a;padding-top:24px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [blockText(p), '']),
    ...buttons.flatMap((button) => [`${button.label}: ${button.link}`, '']),
    footer,
  ].join('\n');
  return { html, text };
}
