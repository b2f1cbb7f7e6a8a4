import type { SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import { formatBRL } from '@afilia/validators';
import { BUSINESS_TIME_ZONE } from '../../services/overview/month-start';
import { displayNameForEmail } from './display-name';

/** A titled absolute link in an email's list (a download, a video). */
export interface EmailLink {
  title: string;
  url: string;
}

export type EmailTemplate =
  | { template: 'confirmation'; vars: { name: string; link: string } }
  | { template: 'passwordReset'; vars: { name: string; link: string } }
  | { template: 'invitation'; vars: { inviterName: string; roleLabel: string; link: string } }
  | { template: 'contactMessage'; vars: { name: string; email: string; subject: string; message: string } }
  | { template: 'sellerWelcome'; vars: { name: string; producerName: string; email: string; link: string } }
  | {
      template: 'directMessage';
      vars: { senderName: string; subject: string; message: string; link: string };
    }
  | { template: 'emailChangeConfirm'; vars: { name: string; newEmail: string; link: string } }
  | { template: 'emailChangeNotice'; vars: { name: string; newEmail: string } }
  | { template: 'accountExists'; vars: { name: string; loginLink: string; resetLink: string } }
  | { template: 'invitationAccountExists'; vars: { inviterName: string; loginLink: string } }
  | {
      template: 'purchaseConfirmation';
      vars: {
        buyerName: string;
        productTitle: string;
        orderCode: string;
        amountCents: number;
        instructions: string;
        downloads: EmailLink[];
        videos: EmailLink[];
        orderLink: string;
      };
    }
  | {
      template: 'newSale';
      vars: {
        productTitle: string;
        amountCents: number;
        buyerName: string;
        resellerName: string | null;
        link: string;
      };
    }
  | {
      template: 'newCommission';
      vars: {
        productTitle: string;
        commissionCents: number;
        saleAmountCents: number;
        availableAt: Date;
        link: string;
      };
    }
  | {
      template: 'salesLimitReached';
      vars: { planName: string; limit: number; salesThisMonth: number; link: string };
    };

/** Variables holding a name someone typed; they never render as links (see displayNameForEmail). */
const NAME_VARS = new Set(['name', 'producerName', 'senderName', 'inviterName', 'buyerName', 'resellerName']);

interface EmailButton {
  label: string;
  link: string;
}

/** A list of links under a heading, placed among the paragraphs. */
interface EmailLinkList {
  heading: string;
  links: EmailLink[];
}

type EmailBlock = string | EmailLinkList;

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

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

function layout(
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

/** The template with every name variable passed through `displayNameForEmail`. */
function withSafeNames(locale: SupportedLocale, email: EmailTemplate): EmailTemplate {
  const fallback = translate(locale, 'emails.someone');
  const vars = Object.fromEntries(
    Object.entries(email.vars).map(([key, value]) => [
      key,
      NAME_VARS.has(key) && typeof value === 'string' ? displayNameForEmail(value, fallback) : value,
    ]),
  );
  return { ...email, vars } as EmailTemplate;
}

/** Renders an email in the recipient's language, with a plain-text part. */
export function renderEmail(locale: SupportedLocale, unsafeEmail: EmailTemplate): RenderedEmail {
  const email = withSafeNames(locale, unsafeEmail);
  const tr = (key: string, vars: Record<string, string> = {}) =>
    translate(locale, `emails.${email.template}.${key}`, vars);
  switch (email.template) {
    case 'confirmation':
    case 'passwordReset':
    case 'emailChangeConfirm': {
      const { html, text } = layout(
        locale,
        tr('heading', email.vars),
        [tr('body', email.vars), tr('ignore')],
        [{ label: tr('button'), link: email.vars.link }],
      );
      return { subject: tr('subject'), html, text };
    }
    case 'invitation': {
      const { html, text } = layout(
        locale,
        tr('heading'),
        [tr('body', email.vars), tr('expiry')],
        [{ label: tr('button'), link: email.vars.link }],
      );
      return { subject: tr('subject', email.vars), html, text };
    }
    case 'contactMessage': {
      const { html, text } = layout(locale, tr('heading'), [
        tr('from', { name: email.vars.name, email: email.vars.email }),
        tr('subjectLine', { subject: email.vars.subject }),
        email.vars.message,
      ]);
      return { subject: tr('subject', { subject: email.vars.subject }), html, text };
    }
    case 'sellerWelcome': {
      const { html, text } = layout(
        locale,
        tr('heading', email.vars),
        [tr('body', email.vars), tr('credentials', email.vars), tr('changePassword')],
        [{ label: tr('button'), link: email.vars.link }],
      );
      return { subject: tr('subject', email.vars), html, text };
    }
    case 'directMessage': {
      const { html, text } = layout(
        locale,
        email.vars.subject,
        [tr('from', email.vars), email.vars.message],
        [{ label: tr('button'), link: email.vars.link }],
      );
      return { subject: tr('subject', email.vars), html, text };
    }
    case 'emailChangeNotice': {
      const { html, text } = layout(locale, tr('heading', email.vars), [
        tr('body', email.vars),
        tr('notYou'),
      ]);
      return { subject: tr('subject'), html, text };
    }
    case 'accountExists': {
      const { html, text } = layout(
        locale,
        tr('heading', email.vars),
        [tr('body'), tr('ignore')],
        [
          { label: tr('loginButton'), link: email.vars.loginLink },
          { label: tr('resetButton'), link: email.vars.resetLink },
        ],
      );
      return { subject: tr('subject'), html, text };
    }
    case 'invitationAccountExists': {
      const { html, text } = layout(
        locale,
        tr('heading'),
        [tr('body', email.vars)],
        [{ label: tr('button'), link: email.vars.loginLink }],
      );
      return { subject: tr('subject', email.vars), html, text };
    }
    case 'purchaseConfirmation': {
      const { vars } = email;
      const names = { product: vars.productTitle, orderCode: vars.orderCode };
      const blocks: EmailBlock[] = [
        tr('body', { ...names, amount: formatBRL(vars.amountCents) }),
        tr('orderCode', names),
      ];
      if (vars.instructions.trim() !== '') blocks.push(`${tr('instructionsHeading')}\n${vars.instructions}`);
      if (vars.downloads.length > 0) blocks.push({ heading: tr('downloadsHeading'), links: vars.downloads });
      if (vars.videos.length > 0) blocks.push({ heading: tr('videosHeading'), links: vars.videos });
      if (vars.downloads.length > 0) blocks.push(tr('validity'));
      const { html, text } = layout(locale, tr('heading', { buyerName: vars.buyerName }), blocks, [
        { label: tr('button'), link: vars.orderLink },
      ]);
      return { subject: tr('subject', names), html, text };
    }
    case 'newSale': {
      const { vars } = email;
      const product = { product: vars.productTitle };
      const lines = [
        tr('product', product),
        tr('amount', { amount: formatBRL(vars.amountCents) }),
        tr('buyer', { buyerName: vars.buyerName }),
      ];
      if (vars.resellerName) lines.push(tr('reseller', { resellerName: vars.resellerName }));
      const { html, text } = layout(
        locale,
        tr('heading'),
        [lines.join('\n')],
        [{ label: tr('button'), link: vars.link }],
      );
      return { subject: tr('subject', product), html, text };
    }
    case 'newCommission': {
      const { vars } = email;
      const amount = { amount: formatBRL(vars.commissionCents) };
      const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });
      const { html, text } = layout(
        locale,
        tr('heading'),
        [
          [
            tr('product', { product: vars.productTitle }),
            tr('commission', amount),
            tr('sale', { saleAmount: formatBRL(vars.saleAmountCents) }),
          ].join('\n'),
          tr('available', { date: date.format(vars.availableAt) }),
        ],
        [{ label: tr('button'), link: vars.link }],
      );
      return { subject: tr('subject', amount), html, text };
    }
    case 'salesLimitReached': {
      const { vars } = email;
      const number = new Intl.NumberFormat(locale);
      const { html, text } = layout(
        locale,
        tr('heading'),
        [
          tr('body', {
            plan: vars.planName,
            limit: number.format(vars.limit),
            count: number.format(vars.salesThisMonth),
          }),
          tr('keepSelling'),
        ],
        [{ label: tr('button'), link: vars.link }],
      );
      return { subject: tr('subject'), html, text };
    }
  }
}
