export {
  adfLeadXml,
  EMPTY_ADF_VEHICLE,
  type AdfContactPreference,
  type AdfCustomer,
  type AdfFinance,
  type AdfInterest,
  type AdfLead,
  type AdfPrice,
  type AdfProvider,
  type AdfVehicle,
  type AdfVendor
} from "./adf-lead.ts"
export { adfLeadFromStoredLead, type AdfLeadContext } from "./adf-lead-from-lead.ts"
export type { AnalyticsEventCount, AnalyticsEventRecord, AnalyticsEvents } from "./analytics-events.ts"
export type { DeliveryZoneRepository } from "./delivery-zone-repository.ts"
export {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  type IdempotencyDecision,
  type IdempotencyRequest,
  type IdempotencyStore,
  type IdempotentResponse
} from "./idempotency-store.ts"
export type {
  LeadAttributes,
  LeadFields,
  LeadRepository,
  LeadStatus,
  LeadStepFields,
  LeadStepSubmit,
  NewLead,
  StoredLead,
  StoredLeadStep
} from "./lead-repository.ts"
export type {
  OneTimeCodeAttempt,
  OneTimeCodeIssue,
  OneTimeCodeRepository,
  OneTimeCodeVerification
} from "./one-time-code-repository.ts"
export type {
  LeadMessage,
  Outbox,
  OutboxClaim,
  OutboxEntry,
  OutboxMessage,
  OutboxQuery,
  OutboxState,
  SmsMessage
} from "./outbox.ts"
export type { LeadChannel, OutgoingLead } from "./lead-channel.ts"
export type { DepositCharge, DepositOutcome, PaymentCharge, Payments } from "./payments.ts"
export type { NewOnlinePayment, OnlinePaymentRepository } from "./online-payment-repository.ts"
export type { SpinEntrant, SpinEntry, SpinEntryRepository } from "./spin-entry-repository.ts"
export type { PhoneRevealRepository } from "./phone-reveal-repository.ts"
export type { PlatformRepositories, UnitOfWork } from "./platform-repositories.ts"
export type { RateLimitDecision, RateLimiter } from "./rate-limiter.ts"
export type { ContinuedRecord, RecordCaller, RecordOwners } from "./record-owners.ts"
export type { NewReservation, ReleasedHold, ReservationRepository, ReserveOutcome } from "./reservation-repository.ts"
export type { ShopperEnquiries, ShopperEnquiry } from "./shopper-enquiries.ts"
export type { ActiveSession, NewSession, SessionRepository } from "./session-repository.ts"
export { StockChangeNotice, StockChangeNoticeKind, stockChangeOfNotice } from "./stock-change-notice.ts"
export type { StockChanges, StockChangesUnsubscribe } from "./stock-changes.ts"
export type { StockSaveSummary, StockStore } from "./stock-store.ts"
export type { UserRepository } from "./user-repository.ts"
export type {
  StoredValuation,
  ValuationAdjustments,
  ValuationLookup,
  ValuationRepository,
  ValuedVehicle
} from "./valuation-repository.ts"
export type { CarView, CarViewCount, ViewCountRepository } from "./view-count-repository.ts"
export type { WatchlistOwner, WatchlistRepository } from "./watchlist-repository.ts"
export { xmlText } from "./xml-text.ts"
