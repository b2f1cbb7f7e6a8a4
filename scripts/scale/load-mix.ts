// What the load sends: the target it was prepared with, and the mixes of actions it picks from by weight.

export interface Target {
  origin: string;
  producerCookie: string;
  /** The `afilia_ref` cookie of a click through the affiliate link: checkouts are attributed to it. */
  refCookie: string;
  linkCode: string;
  productCode: string;
  login: { email: string; password: string };
  paymentMethodId: string;
}

export type Action = 'page' | 'productPage' | 'me' | 'list' | 'redirect' | 'login' | 'upload' | 'checkout';

export type MixName = 'mixed' | 'reads';

/** Weights of the mix: mostly reads, with every kind of write the app takes from the public. */
const MIXED: [Action, number][] = [
  ['page', 18],
  ['productPage', 12],
  ['me', 20],
  ['list', 18],
  ['redirect', 18],
  ['login', 1],
  ['upload', 4],
  ['checkout', 9],
];

/** Reads only: public pages, the product page, `auth.me` and `products.list` (the reference load of the scale test). */
const READS: [Action, number][] = [
  ['page', 30],
  ['productPage', 10],
  ['me', 30],
  ['list', 30],
];

export const MIXES: Record<MixName, [Action, number][]> = { mixed: MIXED, reads: READS };
