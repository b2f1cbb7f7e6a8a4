import { translate } from '@afilia/i18n/translate';
import { cardLabel } from '@afilia/validators';
import type { MailService } from '../../integrations/mail/mail-service';
import { emailRecipient } from '../notifications/email-recipient';
import { renderReceiptPdfBuffer } from '../payments/receipt-pdf';
import type { PlanInvoiceEmails } from '../plans/plan-invoice-emails';
import { getPaymentEntry, PLATFORM_NAME } from './payment-entry';
import { receiptData } from './receipt-data';

/**
 * The invoice email of each plan payment, first or renewal, test mode or Stripe: to the subscriber in
 * their language, with the amount, the period, the card, and the payment's PDF receipt attached, the same
 * document 'Baixar Comprovante' gives in the payment history (rendered now and stored with the email, ADR
 * 030). Transactional: sent whatever the notification switches.
 */
export function planInvoiceEmails(deps: { mail: MailService; appUrl: string }): PlanInvoiceEmails {
  return {
    async enqueue(tx, payment, now) {
      const recipient = await emailRecipient(tx, payment.userId, 'transactional');
      if (!recipient) return null;
      const entry = await getPaymentEntry(tx, { id: payment.userId }, { kind: 'plan', id: payment.entryId });
      const receipt = receiptData(entry, recipient.locale, PLATFORM_NAME, now);
      const number = receipt.receiptNumber.replace(/[^A-Za-z0-9-]/g, '');
      return deps.mail.enqueue(tx, {
        to: recipient.email,
        locale: recipient.locale,
        template: 'planInvoice',
        vars: {
          name: recipient.name,
          planName: payment.planName,
          amountCents: payment.amountCents,
          periodStart: payment.periodStart,
          periodEnd: payment.periodEnd,
          card: cardLabel(payment.card),
          link: `${deps.appUrl}/dashboard/payments`,
        },
        attachments: [
          {
            filename: translate(recipient.locale, 'emails.planInvoice.fileName', { number }),
            contentType: 'application/pdf',
            content: await renderReceiptPdfBuffer(receipt),
          },
        ],
      });
    },
  };
}
