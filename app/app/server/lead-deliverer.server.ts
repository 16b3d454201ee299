import type { Tenant } from "@dealer/core"
import { leadDestinations } from "@dealer/core/platform"
import {
  createClickSendSender,
  createEmailChannel,
  createWebhookChannel,
  startDeliverer,
  type DelivererOptions,
  type EmailChannel
} from "@dealer/delivery"
import { createOutbox, type Queryable } from "@dealer/postgres"
import type { ApiSettings } from "./api-settings.server.ts"
import { leadWebhookPost } from "./lead-webhook.server.ts"

/** What the deliverer of a process is built from. */
export interface LeadDelivererInput {
  readonly db: Queryable
  readonly settings: ApiSettings
  readonly tenants: ReadonlyMap<string, Pick<Tenant, "lead_delivery">>
  readonly clock: () => Date
  /** Where webhook secrets are read, by the variable names in the tenants' settings. */
  readonly env: Readonly<Record<string, string | undefined>>
  readonly log?: ((line: string) => void) | undefined
}

/** The deliverer's options and what to close after it. */
export interface LeadDelivererParts {
  readonly options: DelivererOptions
  readonly close: () => void
}

/**
 * The platform's deliverer from the process settings: leads by e-mail (SMTP) and signed webhooks
 * to each tenant's (or location's) destinations (public hosts, or those of
 * `LEAD_WEBHOOK_ALLOWED_HOSTS`), sign-in texts by ClickSend; the outbox with the configured
 * retries. Without SMTP leads wait in the outbox; without ClickSend texts do (and `/dev/outbox`
 * shows them in development).
 *
 * @example
 * const { options } = leadDelivererParts({ db, settings, tenants, clock: () => new Date(), env: process.env })
 */
export function leadDelivererParts(input: LeadDelivererInput): LeadDelivererParts {
  const { delivery } = input.settings
  const email: EmailChannel | null = delivery.smtp === null ? null : createEmailChannel(delivery.smtp)
  const options: DelivererOptions = {
    outbox: createOutbox(input.db, { backoff: delivery.backoff }),
    clock: input.clock,
    leads:
      email === null
        ? null
        : {
            email,
            webhook: createWebhookChannel({
              clock: input.clock,
              post: leadWebhookPost({ allowedHosts: delivery.webhookAllowedHosts })
            }),
            destinations: (slug, locationId) => {
              const tenant = input.tenants.get(slug)
              return tenant === undefined ? null : leadDestinations(tenant, locationId)
            },
            secret: (name) => input.env[name]
          },
    sms: delivery.clickSend === null ? null : createClickSendSender(delivery.clickSend),
    textLifetimeMs: input.settings.signInCodeLifetimeMs,
    log: input.log
  }
  return { options, close: () => email?.close() }
}

/**
 * Starts the deliverer of this process (every `DELIVERY_POLL_SECONDS`, on an unref'd timer) and
 * says once what it leaves in the outbox; the returned function stops it after its pass.
 *
 * @example
 * const stop = startLeadDeliverer({ db, settings, tenants, clock, env: process.env })
 */
export function startLeadDeliverer(input: LeadDelivererInput): () => Promise<void> {
  const log = input.log ?? ((line: string) => console.warn(line))
  const { options, close } = leadDelivererParts({ ...input, log })
  if (options.leads === null) log("Lead delivery: SMTP_URL is not set, so leads wait in the outbox.")
  if (options.sms === null && input.settings.production) {
    log("Sign-in texts: CLICKSEND_USERNAME and CLICKSEND_API_KEY are not set, so texts wait in the outbox.")
  }
  const running = startDeliverer({ ...options, everyMs: input.settings.delivery.everyMs })
  return async () => {
    await running.stop()
    close()
  }
}
