import { ORDER_CODE_PATTERN } from '@afilia/validators/constants';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ThankYouPage } from '@/features/checkout/thank-you-page';

interface ThankYouSearch {
  order?: string;
}

/** After a paid checkout: `?order=AF…` names the order; without a valid code there is nothing to show. */
export const Route = createFileRoute('/p/$productCode/thank-you')({
  validateSearch: (search: Record<string, unknown>): ThankYouSearch =>
    typeof search.order === 'string' && ORDER_CODE_PATTERN.test(search.order) ? { order: search.order } : {},
  beforeLoad: ({ search }) => {
    if (!search.order) throw notFound();
  },
  component: ThankYouRoute,
});

function ThankYouRoute() {
  const { productCode } = Route.useParams();
  const { order } = Route.useSearch();
  return order ? <ThankYouPage productCode={productCode} orderCode={order} /> : null;
}
