// Every email the platform sends, with the variables each one takes.
import type { PaymentMethod } from '@afilia/validators';

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
  | { template: 'emailChangeApproval'; vars: { name: string; newEmail: string; link: string } }
  | { template: 'accountExists'; vars: { name: string; loginLink: string; resetLink: string } }
  | {
      template: 'payoutAccountChanged';
      vars: { name: string; pixKey: string; walletId: string; link: string };
    }
  | { template: 'invitationAccountExists'; vars: { inviterName: string; loginLink: string } }
  | { template: 'webhookEndpointDisabled'; vars: { name: string; url: string; link: string } }
  | {
      template: 'purchaseConfirmation';
      vars: {
        buyerName: string;
        productTitle: string;
        orderCode: string;
        amountCents: number;
        /** A subscription product: the amount is a monthly price ('R$ 97,00/mês'). */
        monthly: boolean;
        /** Card installments (1 = at once): the amount is their total. */
        installments: number;
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
        /** The sale's split (ledger/figures/sale-split.ts): amount − financing − commission − fee = net. */
        amountCents: number;
        /** The installments' financing (ledger/figures/sale-split.ts), with how many there were. */
        installmentFeeCents: number;
        installments: number;
        commissionCents: number;
        platformFeeCents: number;
        netCents: number;
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
      template: 'affiliationRequested';
      vars: { resellerName: string; productTitle: string; link: string };
    }
  | {
      template: 'affiliationDecided';
      vars: { productTitle: string; decision: 'approved' | 'refused' | 'revoked'; link: string };
    }
  | {
      template: 'refundIssued';
      vars: {
        buyerName: string;
        productTitle: string;
        orderCode: string;
        amountCents: number;
        /** How the buyer paid, which says where and when the money comes back. */
        method: PaymentMethod;
        /** 'Visa •••• 4242' for a card payment, when known. */
        card: string | null;
        /** The refunded sale's subscription ended with it. */
        subscriptionEnded: boolean;
        link: string;
      };
    }
  | {
      template: 'renewalFailed';
      vars: {
        buyerName: string;
        productTitle: string;
        amountCents: number;
        card: string | null;
        /** The last day the renewal is tried again before the subscription is cancelled. */
        retryUntil: Date;
        link: string;
      };
    }
  | {
      template: 'subscriptionEnded';
      vars: {
        buyerName: string;
        productTitle: string;
        reason: 'buyer' | 'producer' | 'failedRenewals' | 'chargeback';
        /** The end of the period already paid, when the buyer keeps it (they cancelled it themselves). */
        paidUntil: Date | null;
        /** The product's page, to buy again; null once the product is gone. */
        productLink: string | null;
        link: string;
      };
    }
  | {
      template: 'planInvoice';
      vars: {
        name: string;
        planName: string;
        amountCents: number;
        /** The period the payment covers. */
        periodStart: Date;
        periodEnd: Date;
        /** 'Visa •••• 4242', or null when the provider did not say. */
        card: string | null;
        link: string;
      };
    }
  | {
      template: 'trialEnding';
      vars: {
        name: string;
        /** Which reminder: 3 days or 1 day before the end. */
        stage: '3_days' | '1_day';
        planName: string;
        trialEnd: Date;
        /** The monthly price charged when the trial ends. */
        priceCents: number;
        /** The card charged then ('Visa •••• 4242'); null when nothing will be charged (no card, or cancelled). */
        card: string | null;
        link: string;
      };
    }
  | {
      template: 'trialEnded';
      vars: {
        name: string;
        /** Paid and on the plan; the first charge declined (retried); or over without a paid plan. */
        outcome: 'converted' | 'paymentFailed' | 'ended';
        planName: string;
        priceCents: number;
        card: string | null;
        link: string;
      };
    }
  | {
      template: 'salesLimitReached';
      vars: { planName: string; limit: number; salesThisMonth: number; link: string };
    };
