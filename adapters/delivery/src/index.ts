export { createClickSendSender, internationalNumber, type ClickSendSettings } from "./clicksend-sms.ts"
export {
  deliverableKinds,
  deliverOnce,
  startDeliverer,
  type DelivererOptions,
  type LeadChannels,
  type PassReport,
  type RunningDeliverer
} from "./deliverer.ts"
export { createEmailChannel, type EmailChannel, type SmtpSettings } from "./email-channel.ts"
export { DeliveryFailure, failureReason } from "./failure.ts"
export {
  createWebhookChannel,
  webhookSignature,
  type SignedWebhook,
  type WebhookOptions,
  type WebhookPost,
  type WebhookRequest
} from "./webhook-channel.ts"
