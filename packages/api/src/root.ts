import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account';
import { affiliationsRouter } from './routers/affiliations';
import { apiKeysRouter } from './routers/api-keys';
import { authRouter } from './routers/auth';
import { blogRouter } from './routers/blog';
import { brandingRouter } from './routers/branding';
import { catalogRouter } from './routers/catalog';
import { checkoutRouter } from './routers/checkout';
import { commissionsRouter } from './routers/commissions';
import { contactRouter } from './routers/contact';
import { filesRouter } from './routers/files';
import { ordersRouter } from './routers/orders';
import { overviewRouter } from './routers/overview';
import { paymentsRouter } from './routers/payments';
import { payoutsRouter } from './routers/payouts';
import { plansRouter } from './routers/plans';
import { pricingRouter } from './routers/pricing';
import { productsRouter } from './routers/products';
import { profileRouter } from './routers/profile';
import { reportsRouter } from './routers/reports';
import { salesRouter } from './routers/sales';
import { securityRouter } from './routers/security';
import { sellersRouter } from './routers/sellers';
import { settingsRouter } from './routers/settings';
import { usersRouter } from './routers/users';
import { webhooksRouter } from './routers/webhooks';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  contact: contactRouter,
  branding: brandingRouter,
  plans: plansRouter,
  payments: paymentsRouter,
  payouts: payoutsRouter,
  products: productsRouter,
  pricing: pricingRouter,
  affiliations: affiliationsRouter,
  catalog: catalogRouter,
  overview: overviewRouter,
  reports: reportsRouter,
  checkout: checkoutRouter,
  orders: ordersRouter,
  sales: salesRouter,
  commissions: commissionsRouter,
  files: filesRouter,
  sellers: sellersRouter,
  users: usersRouter,
  profile: profileRouter,
  settings: settingsRouter,
  security: securityRouter,
  blog: blogRouter,
  webhooks: webhooksRouter,
  apiKeys: apiKeysRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
