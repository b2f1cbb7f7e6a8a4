/**
 * `@afilia/api/server`: what the server, its tests and the scripts run (services, integrations, the router
 * itself). The package root exports only the router's types for the web.
 */
export type { ApiConfig } from './config';
export type { Context, RequestMeta, SessionCookieWriter } from './context';
export {
  findProcedure,
  type ProcedureAccess,
  type ProcedureEntry,
  type ProcedureKind,
  procedureCatalog,
} from './contract/procedure-catalog';
export { updateWebContract } from './contract/web-contract';
export { AppError, isDatabaseUnavailable, isDataException } from './errors';
export {
  AsaasClient,
  type AsaasClientOptions,
  type AsaasCustomerInput,
  type AsaasPaymentFilter,
  type AsaasPaymentInput,
  type AsaasSplitInput,
  type AsaasTransferInput,
  type AsaasWebhookInput,
} from './integrations/asaas/asaas-client';
export { centsToReais, reaisToCents } from './integrations/asaas/asaas-money';
export {
  ASAAS_BASE_URLS,
  ASAAS_PAYMENT_STATUSES,
  ASAAS_PIX_KEY_TYPES,
  ASAAS_TRANSFER_STATUSES,
  type AsaasAccount,
  type AsaasBillingType,
  type AsaasBoletoLine,
  type AsaasCustomer,
  type AsaasEnvironment,
  type AsaasPage,
  type AsaasPayment,
  type AsaasPaymentStatus,
  type AsaasPixKeyType,
  type AsaasPixQrCode,
  type AsaasTransfer,
  type AsaasTransferStatus,
  type AsaasWebhookEvent,
  asaasWebhookEventSchema,
} from './integrations/asaas/asaas-schemas';
export { type MailLogger, MailService, type MailServiceOptions } from './integrations/mail/mail-service';
export type {
  PaymentProvider,
  PaymentProviderName,
  ProviderSubscription,
} from './integrations/payments/provider';
export {
  createStripeClient,
  type StripeClient,
  type StripeClientOptions,
  type StripeEvent,
  type StripeSubscription,
} from './integrations/payments/stripe-client';
export { StripePaymentProvider } from './integrations/payments/stripe-provider';
export { TestPaymentProvider } from './integrations/payments/test-provider';
export {
  DEV_KEY_FILE_NAME,
  devKeyFile,
  type EncryptionKeySource,
  resolveEncryptionKeyRing,
} from './integrations/secrets/encryption-key';
export { lastFour, parseKeyRing, SecretBox, type SecretKeyRing } from './integrations/secrets/secret-box';
export { sanitizeFileName } from './integrations/storage/file-name';
export { LocalDiskDriver } from './integrations/storage/local-disk-driver';
export { S3Driver, type S3Options } from './integrations/storage/s3-driver';
export type { StorageBucket, StorageDriver } from './integrations/storage/storage-driver';
export {
  type ApiRateLimits,
  DEFAULT_MAX_KEYS,
  type FailureLimiter,
  MemoryRateLimiter,
  type RateLimitDecision,
  type RateLimiter,
  retryAfterSeconds,
} from './rate-limiter';
export { RefusedCallers, refusedCallerKey } from './refused-callers';
export { type AppRouter, appRouter, createCaller, type RouterInputs, type RouterOutputs } from './root';
export {
  AffiliateLinkResolver,
  type AffiliateLinkResolverOptions,
  type ResolvedLink,
} from './services/affiliations/affiliate-links';
export {
  type Attribution,
  encodeAttribution,
  readAttribution,
} from './services/affiliations/attribution-cookie';
export { referrerHost, visitorHash } from './services/affiliations/click-details';
export {
  type Click,
  ClickRecorder,
  type ClickRecorderLogger,
  type ClickRecorderOptions,
  COUNTED_CLICKS_PER_VISITOR_HOUR,
} from './services/affiliations/click-recorder';
export {
  apiAffiliationSchema,
  apiCommissionSchema,
  apiPayoutSchema,
  apiProductSchema,
  apiSale,
  apiSaleSchema,
} from './services/api-objects/api-objects';
export { createInvitation } from './services/auth/invitations';
export { pruneLoginFailures } from './services/auth/login-throttle';
export type { ProfileDto } from './services/auth/profile-dto';
export { type Actor, resolveActor, type SignedIn, signedInActor } from './services/auth/resolve-actor';
export type { BlogArticleDetail, BlogArticleSummary } from './services/blog/article-dto';
export {
  FEED_ARTICLES,
  listFeedArticles,
  listSitemapArticles,
  type SitemapArticle,
} from './services/blog/feed-articles';
export { findPublishedArticle } from './services/blog/get-article';
export { articleText, sanitizeArticleHtml } from './services/blog/sanitize-article-html';
export { getPublicProduct, type PublicProduct } from './services/catalog/public-product';
export type { CheckoutDeclineLimits } from './services/checkout/decline-limits';
export { type FailedSalesPruneReport, pruneFailedSales } from './services/checkout/prune-failed-sales';
export {
  type PendingSaleOutcome,
  reconcilePendingSale,
  UNRECORDED_CHARGE_ABANDON_AFTER_MS,
} from './services/checkout/reconcile-pending-sale';
export {
  PENDING_SALES_LOCK_KEY,
  type PendingSalesReport,
  reconcilePendingSales,
} from './services/checkout/reconcile-pending-sales';
export { advanceBuyerSubscription } from './services/ledger/buyer-subscription';
export { commissionCents } from './services/ledger/commission-amount';
export { saleCommissionCents } from './services/ledger/figures/sale-split';
export {
  COMMISSION_MATURITY_LOCK_KEY,
  type CommissionMaturityReport,
  runCommissionMaturity,
} from './services/ledger/mature-commissions';
export { reservePayout } from './services/ledger/reserve-payout';
export { reverseSale, type SaleReversal } from './services/ledger/reverse-sale';
export type { SaleEffectsDeps } from './services/ledger/sale-effects';
export { markPayoutFailed, markPayoutPaid } from './services/ledger/settle-payout';
export { getOverview } from './services/overview/get-overview';
export { listPaymentHistory } from './services/payment-history/list-payment-history';
export { getPaymentEntry, type PaymentEntryDetail } from './services/payment-history/payment-entry';
export { planInvoiceEmails } from './services/payment-history/plan-invoice-email';
export { receiptData } from './services/payment-history/receipt-data';
export { handleAsaasWebhook } from './services/payments/asaas-webhook';
export { handleProducerStripeWebhook } from './services/payments/producer-stripe-webhook';
export type { ReceiptData } from './services/payments/receipt-content';
export { renderReceiptPdf } from './services/payments/receipt-pdf';
export { type ResealReport, resealConnectionSecrets } from './services/payments/reseal-secrets';
export {
  handleStripeSaleEvent,
  isStripeSaleEvent,
  type StripeSaleEventDeps,
} from './services/payments/stripe-sale-events';
export { runWeeklyPayouts } from './services/payouts/weekly-payouts';
export {
  BILLING_LOCK_KEY,
  type BillingCycleDeps,
  type BillingCycleReport,
  runBillingCycle,
} from './services/plans/billing-cycle';
export type { PlanInvoiceEmails, PlanPayment } from './services/plans/plan-invoice-emails';
export { assertWithinPlanLimit, type LimitedResource } from './services/plans/plan-limits';
export { startSignupTrial } from './services/plans/start-signup-trial';
export {
  handleStripeEvent,
  type StripeEventEffects,
  type StripeWebhookOutcome,
  type StripeWebhookResult,
} from './services/plans/stripe-webhooks';
export {
  sendTrialNotices,
  TRIAL_NOTICES_LOCK_KEY,
  type TrialNoticeDeps,
  type TrialNoticeReport,
} from './services/plans/trial-notices';
export {
  type ApiCaller,
  ApiPlanCache,
  assertScope,
  authenticateApiKey,
} from './services/public-api/api-caller';
export { listSchema } from './services/public-api/api-lists';
export { API_ROUTES, type ApiRoute, type PublicApiDeps } from './services/public-api/api-routes';
export {
  finishIdempotent,
  pruneIdempotencyKeys,
  requestFingerprint,
  startIdempotent,
} from './services/public-api/idempotency';
export { camelCaseKeys, camelToSnake } from './services/public-api/key-case';
export { openApiDocument } from './services/public-api/openapi';
export { REPORT_EXPORT_CONTENT_TYPES, reportExportFilename } from './services/reports/export/export-filename';
export { ExportAbortedError } from './services/reports/export/export-sink';
export { exportLocale } from './services/reports/export/export-texts';
export { planReportPdf, writeReportPdf } from './services/reports/export/pdf-writer';
export {
  type ParsedReportExportInput,
  type PreparedReportExport,
  prepareReportExport,
  type ReportExportRequest,
  writeReportExport,
} from './services/reports/export/report-export';
export { countSalesRows, type SaleExportRow, salesRows } from './services/reports/export/sales-rows';
export {
  writeReportXlsx,
  XLSX_MONEY_FORMAT,
  XLSX_PERCENT_FORMAT,
} from './services/reports/export/xlsx-writer';
export { rebuildReportTotals } from './services/reports/rebuild-report-totals';
export { REPORT_TAB_CAPABILITIES, type ReportScope } from './services/reports/report-access';
export { runReport } from './services/reports/run-report';
export { listSales } from './services/sales/list-sales';
export {
  BUYER_RENEWAL_LOCK_KEY,
  type BuyerRenewalDeps,
  type BuyerRenewalReport,
  renewBuyerSubscriptions,
} from './services/sales/renew-buyer-subscriptions';
export {
  deleteOrphanFiles,
  ORPHAN_CLEANUP_LOCK_KEY,
  ORPHAN_MIN_AGE_MS,
  type OrphanCleanupReport,
} from './services/storage/orphan-cleanup';
export {
  assertStorageRoom,
  type StorageAllowance,
  storageAllowance,
  storageQuotaBytes,
  storageUsedBytes,
} from './services/storage/storage-quota';
export { BUCKET_RULES, StorageService } from './services/storage/storage-service';
export { writeEvent } from './services/webhook-events/webhook-outbox';
export { sendDelivery } from './services/webhooks/delivery-request';
export {
  endpointUrlRefusal,
  isPublicAddress,
  type WebhookAddressPolicy,
} from './services/webhooks/endpoint-address';
export { resealWebhookSecrets } from './services/webhooks/reseal-webhook-secrets';
export {
  CLAIM_LEASE_MS,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  WebhookDispatcher,
} from './services/webhooks/webhook-dispatcher';
export { newWebhookSecret, sealWebhookSecret, webhookHeaders } from './services/webhooks/webhook-signing';
export type { ProcedureMeta } from './trpc';
