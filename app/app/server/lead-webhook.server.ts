import { isIP } from "node:net"
import { DeliveryFailure, type WebhookPost } from "@dealer/delivery"
import { hostAllowList } from "./allowed-hosts.server.ts"
import { FetchRefused, type ResolveHost } from "./public-address-guard.server.ts"
import { postPublic } from "./public-address-post.server.ts"

/** Where tenants' webhooks may go besides public hosts. */
export interface LeadWebhookGuard {
  /** `LEAD_WEBHOOK_ALLOWED_HOSTS`: names and addresses a dealer's CRM or a test receiver uses. */
  readonly allowedHosts: ReadonlyArray<string>
  /** Tests only: a resolver, and the address a socket connects to for a checked one. */
  readonly resolve?: ResolveHost | undefined
  readonly dial?: ((checked: string) => string) | undefined
}

const UNLISTED = "(LEAD_WEBHOOK_ALLOWED_HOSTS does not list it)"

// The stored reason names the host and why, so the operator sees which setting to fix.
function refusalReason({ code, host = "", address }: FetchRefused): string {
  if (code === "not_web") return `address scheme ${host} is not http(s)`
  if (address !== undefined) return `host ${host} resolves to ${address}, which is not public ${UNLISTED}`
  return `${isIP(host) === 0 ? "host" : "address"} ${host} is not public ${UNLISTED}`
}

/**
 * The webhook channel's POST for tenants' settings: to public addresses only, checked on the
 * connection itself (`postPublic`, decision 0051), and to the allow-listed hosts; a refusal is a
 * `DeliveryFailure` such as `address 127.0.0.1 is not public (...)`.
 *
 * @example
 * createWebhookChannel({ clock, post: leadWebhookPost({ allowedHosts: settings.delivery.webhookAllowedHosts }) })
 */
export function leadWebhookPost(guard: LeadWebhookGuard): WebhookPost {
  const allowed = hostAllowList(guard.allowedHosts)
  return (url, request) =>
    postPublic(url, { ...request, allowed, resolve: guard.resolve, dial: guard.dial }).catch((error: unknown) => {
      throw error instanceof FetchRefused ? new DeliveryFailure(refusalReason(error)) : error
    })
}
