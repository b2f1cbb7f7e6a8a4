import type { RouterInputs, RouterOutputs } from '@afilia/api';

/** A platform card: never a secret, only the key's last four characters. */
export type PaymentConnection = RouterOutputs['payments']['connections'][number];
export type HistoryInput = RouterInputs['payments']['history'];
export type HistoryPage = RouterOutputs['payments']['history'];
export type HistoryEntry = HistoryPage['items'][number];
export type PaymentEntryDetail = RouterOutputs['payments']['entry'];
export type UpcomingPayment = RouterOutputs['payments']['upcoming'][number];
export type ResellerOwed = RouterOutputs['payouts']['overview']['owed'][number];
export type OpenPayout = RouterOutputs['payouts']['overview']['open'][number];
export type PayoutRunReport = RouterOutputs['payouts']['run'];
export type ReferralLink = RouterOutputs['payouts']['referralLinks'][number];
export type AsaasCheck = RouterOutputs['payments']['testAsaas'];
export type StripeCheck = RouterOutputs['payments']['testStripe'];
