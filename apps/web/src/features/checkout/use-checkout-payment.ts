import type { RouterOutputs } from '@afilia/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardCollector } from '@/components/card-payment/card-collector';
import { parseError } from '@/lib/errors';
import { currentLanguage } from '@/lib/i18n';
import type { TranslationKey, TranslationValues } from '@/lib/i18n-keys';
import { PurchaseFlowError } from '@/lib/purchase-flow-error';
import { trpc } from '@/lib/trpc';
import { type AttemptEvent, attemptReducer, initialAttempt, keepsAttempt } from './attempt-key';
import type { CheckoutFormOutput } from './product-checkout-values';
import { rememberedTrafficSource } from './traffic-source-memory';
import { waitForPayment } from './wait-for-payment';

export type CheckoutResult = RouterOutputs['checkout']['start'];

export type PaymentPhase =
  | { kind: 'idle' }
  | { kind: 'processing' }
  /** 3-D Secure, then waiting for the provider to confirm. */
  | { kind: 'confirming' }
  /** Paid: the page is moving to the thank-you page. */
  | { kind: 'paid' }
  | { kind: 'failed'; code: TranslationKey; params: TranslationValues }
  /** Still pending after the wait: the order exists, the buyer can follow it on 'Meu pedido'. */
  | { kind: 'timeout'; orderCode: string }
  /** A Pix code or a boleto to pay: the page shows it and keeps asking until it is paid. */
  | { kind: 'awaitingTransfer'; action: TransferAction; result: CheckoutResult };

export type TransferAction = Extract<NonNullable<CheckoutResult['nextAction']>, { type: 'pix' | 'boleto' }>;

/** A Pix is asked about every few seconds; its expiry (or leaving the page) ends the wait. */
const TRANSFER_POLL_MS = 3_000;
const TRANSFER_WAIT_MS = 24 * 60 * 60 * 1000;
const EXPIRED = 'errors.payments.chargeExpired';

const newKey = () => crypto.randomUUID();

function readError(error: unknown): {
  code: TranslationKey;
  params: TranslationValues;
  fields: Record<string, string>;
} {
  if (error instanceof PurchaseFlowError) return { code: error.code, params: error.params, fields: {} };
  const parsed = parseError(error);
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(parsed.fieldErrors)) {
    if (path.startsWith('buyer.')) fields[path.slice('buyer.'.length)] = message;
  }
  return { code: parsed.code, params: parsed.params, fields };
}

/**
 * Pays for a product: creates the payment method, starts the checkout with the attempt's idempotency key,
 * confirms 3-D Secure when asked and waits for the confirmation. `pay` answers the server's field errors
 * (buyer.name → name) for the form to show.
 */
export function useCheckoutPayment({
  productCode,
  onPaid,
}: {
  productCode: string;
  onPaid: (result: CheckoutResult) => void;
}) {
  const utils = trpc.useUtils();
  const start = trpc.checkout.start.useMutation();
  const attempt = useRef(initialAttempt(newKey()));
  const inFlight = useRef(false);
  const waiting = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<PaymentPhase>({ kind: 'idle' });

  useEffect(() => () => waiting.current?.abort(), []);

  const record = useCallback((event: AttemptEvent) => {
    attempt.current = attemptReducer(attempt.current, event);
  }, []);

  /** The buyer changed the form: a sent attempt is not retried with other data. */
  const formEdited = useCallback(() => record({ type: 'edited', nextKey: newKey() }), [record]);

  /** Waits for a Pix or boleto to be paid; an expired charge answers its error code. */
  const awaitTransfer = async (result: CheckoutResult, key: string, action: TransferAction) => {
    setPhase({ kind: 'awaitingTransfer', action, result });
    const controller = new AbortController();
    waiting.current = controller;
    const settlement = await waitForPayment(
      async () => {
        try {
          const status = await utils.client.checkout.status.query({
            orderCode: result.orderCode,
            idempotencyKey: key,
          });
          return status.status;
        } catch (error) {
          if (parseError(error).code === EXPIRED) return 'failed';
          throw error;
        }
      },
      { signal: controller.signal, intervalMs: TRANSFER_POLL_MS, timeoutMs: TRANSFER_WAIT_MS },
    );
    if (controller.signal.aborted) return;
    if (settlement === 'paid') {
      setPhase({ kind: 'paid' });
      onPaid(result);
    } else if (settlement === 'failed') {
      record({ type: 'finished', nextKey: newKey() });
      setPhase({ kind: 'failed', code: EXPIRED, params: {} });
    }
  };

  const settle = async (result: CheckoutResult, key: string, collector: CardCollector) => {
    setPhase({ kind: 'confirming' });
    if (result.nextAction?.type === 'confirm_card')
      await collector.confirmPayment(result.nextAction.clientSecret);
    const controller = new AbortController();
    waiting.current = controller;
    const settlement = await waitForPayment(
      async () =>
        (await utils.client.checkout.status.query({ orderCode: result.orderCode, idempotencyKey: key }))
          .status,
      { signal: controller.signal },
    );
    if (controller.signal.aborted) return;
    if (settlement === 'failed') throw new PurchaseFlowError('errors.payments.cardDeclined');
    if (settlement === 'timeout') return setPhase({ kind: 'timeout', orderCode: result.orderCode });
    setPhase({ kind: 'paid' });
    onPaid(result);
  };

  const pay = async (
    values: CheckoutFormOutput,
    collector: CardCollector | null,
  ): Promise<Record<string, string>> => {
    // A double click or Enter held down: one attempt at a time.
    if (inFlight.current) return {};
    inFlight.current = true;
    setPhase({ kind: 'processing' });
    try {
      const buyer = {
        name: values.name,
        email: values.email,
        document: values.document,
        phone: values.phone,
      };
      /** Sends the attempt under its key (the same key on every retry of the same data). */
      const send = async (paymentMethodId: string | null) => {
        const key = attempt.current.key;
        record({ type: 'sent' });
        const result = await start.mutateAsync({
          productCode,
          idempotencyKey: key,
          buyer,
          method: values.method,
          // Only a card pays in installments.
          installments: values.method === 'card' ? values.installments : 1,
          paymentMethodId,
          locale: currentLanguage(),
          source: rememberedTrafficSource(productCode),
        });
        return { key, result };
      };
      if (values.method !== 'card') {
        const { key, result } = await send(null);
        const action = result.nextAction;
        if (result.status === 'paid') {
          setPhase({ kind: 'paid' });
          onPaid(result);
        } else if (action && (action.type === 'pix' || action.type === 'boleto')) {
          void awaitTransfer(result, key, action);
        } else {
          throw new PurchaseFlowError('errors.payments.invalidResponse');
        }
        return {};
      }
      if (!collector) throw new PurchaseFlowError('errors.payments.providerNotReady');
      let paymentMethodId = attempt.current.paymentMethodId;
      if (!paymentMethodId) {
        paymentMethodId = await collector.createPaymentMethod({
          name: buyer.name,
          email: buyer.email,
          phone: buyer.phone,
        });
        record({ type: 'paymentMethodCreated', paymentMethodId });
      }
      const { key, result } = await send(paymentMethodId);
      if (result.status === 'paid') {
        setPhase({ kind: 'paid' });
        onPaid(result);
      } else if (result.status === 'pending') {
        await settle(result, key, collector);
      } else {
        throw new PurchaseFlowError('errors.payments.cardDeclined');
      }
      return {};
    } catch (error) {
      const { code, params, fields } = readError(error);
      if (!keepsAttempt(code)) record({ type: 'finished', nextKey: newKey() });
      setPhase({ kind: 'failed', code, params });
      return fields;
    } finally {
      inFlight.current = false;
    }
  };

  return { phase, pay, formEdited };
}
