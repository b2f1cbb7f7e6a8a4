import type { SaleStatus } from '@afilia/validators';
import { describe, expect, it } from 'vitest';
import { waitForPayment } from './wait-for-payment';

/** A fake clock: sleeping moves it forward. */
function clock() {
  let time = 0;
  return {
    now: () => time,
    sleep: async (ms: number) => {
      time += ms;
    },
  };
}

function answers(...statuses: (SaleStatus | Error)[]) {
  let calls = 0;
  const fetchStatus = async () => {
    const next = statuses[Math.min(calls++, statuses.length - 1)];
    if (next instanceof Error) throw next;
    return next as SaleStatus;
  };
  return { fetchStatus, calls: () => calls };
}

describe('waitForPayment', () => {
  it('answers paid once the sale is paid', async () => {
    const sale = answers('pending', 'pending', 'paid');
    expect(await waitForPayment(sale.fetchStatus, { ...clock(), intervalMs: 1000 })).toBe('paid');
    expect(sale.calls()).toBe(3);
  });

  it('answers failed when the payment is refused', async () => {
    const sale = answers('pending', 'failed');
    expect(await waitForPayment(sale.fetchStatus, clock())).toBe('failed');
  });

  it('asks again after a failed request', async () => {
    const sale = answers(new Error('offline'), 'paid');
    expect(await waitForPayment(sale.fetchStatus, clock())).toBe('paid');
  });

  it('gives up at the deadline', async () => {
    const sale = answers('pending');
    const result = await waitForPayment(sale.fetchStatus, {
      ...clock(),
      timeoutMs: 30_000,
      intervalMs: 1_500,
    });
    expect(result).toBe('timeout');
    expect(sale.calls()).toBe(21);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const sale = answers('pending');
    expect(await waitForPayment(sale.fetchStatus, { ...clock(), signal: controller.signal })).toBe('timeout');
    expect(sale.calls()).toBe(0);
  });
});
