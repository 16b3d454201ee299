import * as Schema from "effect/Schema"
import { withDefault } from "../shared/with-default.ts"

const EmailAddress = /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/))

/** Leads by e-mail: the ADF document attached, as dealer CRMs ingest it. */
export const EmailDestination = /* @__PURE__ */ Schema.Struct({
  to: /* @__PURE__ */ Schema.Array(EmailAddress).check(/* @__PURE__ */ Schema.isMinLength(1))
})
export type EmailDestination = typeof EmailDestination.Type

/**
 * Leads POSTed as JSON to an HTTPS address, signed with a secret read from the environment
 * variable `secret_env` (never written in the tenant's settings).
 */
export const WebhookDestination = /* @__PURE__ */ Schema.Struct({
  url: /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^https:\/\/[^\s/]+(\/\S*)?$/)),
  secret_env: /* @__PURE__ */ Schema.String.check(/* @__PURE__ */ Schema.isPattern(/^[A-Z][A-Z0-9_]*$/))
})
export type WebhookDestination = typeof WebhookDestination.Type

/** A location's own channels; a channel left out is the tenant's, `null` turns it off. */
export const LocationLeadDelivery = /* @__PURE__ */ Schema.Struct({
  email: /* @__PURE__ */ Schema.optionalKey(/* @__PURE__ */ Schema.NullOr(EmailDestination)),
  webhook: /* @__PURE__ */ Schema.optionalKey(/* @__PURE__ */ Schema.NullOr(WebhookDestination))
})
export type LocationLeadDelivery = typeof LocationLeadDelivery.Type

/**
 * Where a tenant's leads go: its channels, and per location (keyed by location id) channels that
 * win over the tenant's.
 *
 * @example
 * import { LeadDeliverySettings } from "@dealer/core/platform"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const json = { email: { to: ["leads@acme.example"] }, locations: { "2": { email: { to: ["city@acme.example"] } } } }
 * decodeOrThrow(LeadDeliverySettings, json, "lead delivery").webhook // => null
 */
export const LeadDeliverySettings = /* @__PURE__ */ Schema.Struct({
  email: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.NullOr(EmailDestination), null),
  webhook: /* @__PURE__ */ withDefault(/* @__PURE__ */ Schema.NullOr(WebhookDestination), null),
  locations: /* @__PURE__ */ withDefault(
    /* @__PURE__ */ Schema.Record(Schema.String, LocationLeadDelivery).check(
      /* @__PURE__ */ Schema.makeFilter((locations: { readonly [key: string]: unknown }) =>
        Object.keys(locations)
          .filter((key) => !/^\d+$/.test(key))
          .map((key) => ({ path: [key], issue: "a location id (a whole number)" }))
      )
    ),
    {}
  )
})
export type LeadDeliverySettings = typeof LeadDeliverySettings.Type

/** The channels one lead goes to; `null` where it does not go. */
export interface LeadDestinations {
  readonly email: EmailDestination | null
  readonly webhook: WebhookDestination | null
}

/**
 * Where a lead routed to `locationId` goes: each channel the location names itself (even `null`,
 * which turns it off), else the tenant's. A tenant without delivery settings gets no channel.
 *
 * @example
 * import { LeadDeliverySettings, leadDestinations } from "@dealer/core/platform"
 * import { decodeOrThrow } from "@dealer/core/shared"
 *
 * const settings = decodeOrThrow(
 *   LeadDeliverySettings,
 *   { email: { to: ["leads@acme.example"] }, locations: { "2": { email: { to: ["city@acme.example"] } } } },
 *   "lead delivery"
 * )
 *
 * leadDestinations({ lead_delivery: settings }, 2) // => { email: { to: ["city@acme.example"] }, webhook: null }
 * leadDestinations({ lead_delivery: settings }, 3) // => { email: { to: ["leads@acme.example"] }, webhook: null }
 */
export function leadDestinations(
  tenant: { readonly lead_delivery?: LeadDeliverySettings | undefined },
  locationId: number | null
): LeadDestinations {
  const settings = tenant.lead_delivery
  if (settings === undefined) return { email: null, webhook: null }
  const own = locationId === null ? undefined : settings.locations[String(locationId)]
  return {
    email: own?.email !== undefined ? own.email : settings.email,
    webhook: own?.webhook !== undefined ? own.webhook : settings.webhook
  }
}

/** Whether a lead has anywhere to go. */
export const hasLeadDestination = (destinations: LeadDestinations): boolean =>
  destinations.email !== null || destinations.webhook !== null
