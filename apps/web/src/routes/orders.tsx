import { ORDER_CODE_PATTERN } from '@afilia/validators/constants';
import { createFileRoute } from '@tanstack/react-router';
import { OrderAccessPage } from '@/features/checkout/order-access-page';

interface OrdersSearch {
  /** Prefills the order code (the thank-you page and the confirmation email link here). */
  code?: string;
}

/** 'Meu pedido': the buyer opens an order with its code and the email used to buy. */
export const Route = createFileRoute('/orders')({
  validateSearch: (search: Record<string, unknown>): OrdersSearch => {
    const code = typeof search.code === 'string' ? search.code.trim().toUpperCase() : '';
    return ORDER_CODE_PATTERN.test(code) ? { code } : {};
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const { code } = Route.useSearch();
  return <OrderAccessPage code={code} />;
}
