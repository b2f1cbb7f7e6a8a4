import type { SupportedLocale } from '@afilia/i18n';
import { translate } from '@afilia/i18n/translate';
import { BUSINESS_TIME_ZONE, formatBRL, installmentCentsOf } from '@afilia/validators';
import { displayNameForEmail } from './display-name';
import { type EmailBlock, layout } from './email-layout';
import type { EmailTemplate } from './email-template';

/** Variables holding a name someone typed; they never render as links (see displayNameForEmail). */
const NAME_VARS = new Set(['name', 'producerName', 'senderName', 'inviterName', 'buyerName', 'resellerName']);

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
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

/** A monthly price: 'R$ 97,00/mês'. */
function perMonth(locale: SupportedLocale, cents: number): string {
  return `${formatBRL(cents)}${translate(locale, 'common.perMonth')}`;
}

/** A day in São Paulo, written out: '2 de dezembro de 2026'. */
function longDate(locale: SupportedLocale, date: Date): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(date);
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
    case 'emailChangeApproval': {
      const { html, text } = layout(
        locale,
        tr('heading', email.vars),
        [tr('body', email.vars), tr('ignore')],
        [{ label: tr('button'), link: email.vars.link }],
      );
      return { subject: tr('subject'), html, text };
    }
    case 'webhookEndpointDisabled': {
      const { html, text } = layout(
        locale,
        tr('heading', email.vars),
        [tr('body', email.vars), tr('next')],
        [{ label: tr('button'), link: email.vars.link }],
      );
      return { subject: tr('subject'), html, text };
    }
    case 'payoutAccountChanged': {
      const { html, text } = layout(
        locale,
        tr('heading', email.vars),
        [tr('body'), tr('details', email.vars), tr('notYou')],
        [{ label: tr('button'), link: email.vars.link }],
      );
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
      const amount = vars.monthly ? perMonth(locale, vars.amountCents) : formatBRL(vars.amountCents);
      const paid = [tr('body', { ...names, amount })];
      if (vars.installments > 1)
        paid.push(
          tr('installments', {
            count: String(vars.installments),
            installment: formatBRL(installmentCentsOf(vars.amountCents, vars.installments)),
          }),
        );
      const blocks: EmailBlock[] = [paid.join('\n'), tr('orderCode', names)];
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
      const split = [];
      if (vars.installmentFeeCents > 0)
        split.push(
          tr('installmentFee', {
            count: String(vars.installments),
            amount: formatBRL(vars.installmentFeeCents),
          }),
        );
      if (vars.commissionCents > 0) split.push(tr('commission', { amount: formatBRL(vars.commissionCents) }));
      if (vars.platformFeeCents > 0) split.push(tr('fee', { amount: formatBRL(vars.platformFeeCents) }));
      split.push(tr('net', { amount: formatBRL(vars.netCents) }));
      const { html, text } = layout(
        locale,
        tr('heading'),
        [lines.join('\n'), split.join('\n')],
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
    case 'affiliationRequested': {
      const { vars } = email;
      const names = { resellerName: vars.resellerName, product: vars.productTitle };
      const { html, text } = layout(
        locale,
        tr('heading'),
        [tr('body', names), tr('decide')],
        [{ label: tr('button'), link: vars.link }],
      );
      return { subject: tr('subject', names), html, text };
    }
    case 'affiliationDecided': {
      const { vars } = email;
      const product = { product: vars.productTitle };
      const { html, text } = layout(
        locale,
        tr(`${vars.decision}.heading`),
        [tr(`${vars.decision}.body`, product)],
        [{ label: tr(`${vars.decision}.button`), link: vars.link }],
      );
      return { subject: tr(`${vars.decision}.subject`, product), html, text };
    }
    case 'refundIssued': {
      const { vars } = email;
      const amount = formatBRL(vars.amountCents);
      const blocks = [
        tr('body', { amount, product: vars.productTitle, orderCode: vars.orderCode }),
        vars.method === 'card' && vars.card
          ? tr('when.card', { amount, card: vars.card })
          : tr(`when.${vars.method === 'card' ? 'anyCard' : vars.method}`, { amount }),
      ];
      if (vars.subscriptionEnded) blocks.push(tr('subscriptionEnded'));
      const { html, text } = layout(locale, tr('heading', { buyerName: vars.buyerName }), blocks, [
        { label: tr('button'), link: vars.link },
      ]);
      return { subject: tr('subject', { product: vars.productTitle }), html, text };
    }
    case 'renewalFailed': {
      const { vars } = email;
      const facts = {
        product: vars.productTitle,
        amount: perMonth(locale, vars.amountCents),
        onCard: vars.card ? tr('onCard', { card: vars.card }) : tr('onYourCard'),
        date: longDate(locale, vars.retryUntil),
      };
      const { html, text } = layout(
        locale,
        tr('heading', { buyerName: vars.buyerName }),
        [tr('body', facts), `${tr('whatToDo')}\n${tr('checkCard')}\n${tr('retry', facts)}`, tr('cancel')],
        [{ label: tr('button'), link: vars.link }],
      );
      return { subject: tr('subject', facts), html, text };
    }
    case 'subscriptionEnded': {
      const { vars } = email;
      const product = { product: vars.productTitle };
      const blocks = [tr(`reason.${vars.reason}`, product), tr('noCharges')];
      if (vars.paidUntil) blocks.push(tr('paidUntil', { date: longDate(locale, vars.paidUntil) }));
      if (vars.reason === 'failedRenewals' && vars.productLink) blocks.push(tr('buyAgain'));
      const buttons = [{ label: tr('button'), link: vars.link }];
      if (vars.reason === 'failedRenewals' && vars.productLink)
        buttons.unshift({ label: tr('productButton'), link: vars.productLink });
      const { html, text } = layout(locale, tr('heading', { buyerName: vars.buyerName }), blocks, buttons);
      return { subject: tr('subject', product), html, text };
    }
    case 'planInvoice': {
      const { vars } = email;
      const amount = formatBRL(vars.amountCents);
      const facts = [
        tr('amount', { amount }),
        tr('period', { from: longDate(locale, vars.periodStart), to: longDate(locale, vars.periodEnd) }),
      ];
      if (vars.card) facts.push(tr('card', { card: vars.card }));
      const { html, text } = layout(
        locale,
        tr('heading', { name: vars.name }),
        [tr('body', { plan: vars.planName }), facts.join('\n'), tr('attached')],
        [{ label: tr('button'), link: vars.link }],
      );
      return { subject: tr('subject', { plan: vars.planName, amount }), html, text };
    }
    case 'trialEnding': {
      const { vars } = email;
      const plan = { plan: vars.planName };
      const ends = tr('ends', { ...plan, date: longDate(locale, vars.trialEnd) });
      const next = vars.card
        ? tr('charge', { ...plan, amount: perMonth(locale, vars.priceCents), card: vars.card })
        : tr('choosePlan');
      const { html, text } = layout(
        locale,
        tr('heading', { name: vars.name }),
        [ends, next],
        [{ label: tr(vars.card ? 'manageButton' : 'chooseButton'), link: vars.link }],
      );
      return { subject: tr(`subject.${vars.stage}`), html, text };
    }
    case 'trialEnded': {
      const { vars } = email;
      const facts = {
        plan: vars.planName,
        amount: formatBRL(vars.priceCents),
        onCard: vars.card ? tr('onCard', { card: vars.card }) : tr('onYourCard'),
      };
      const { html, text } = layout(
        locale,
        tr('heading', { name: vars.name }),
        [tr(`${vars.outcome}.body`, facts), tr(`${vars.outcome}.next`, facts)],
        [{ label: tr(`${vars.outcome}.button`), link: vars.link }],
      );
      return { subject: tr(`${vars.outcome}.subject`, facts), html, text };
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
