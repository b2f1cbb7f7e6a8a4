import { ORDER_CODE_PATTERN } from '@afilia/validators/constants';
import { createFileRoute, useLocation } from '@tanstack/react-router';
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
  // The thank-you page passes the email the buyer just typed in the history state (never in the URL).
  const email = useLocation({ select: (location) => location.state.buyerEmail });
  return <OrderAccessPage code={code} email={email} />;
}
