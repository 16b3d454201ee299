import type { AnalyticsEvent } from "@dealer/core/analytics"
import type { PhoneRevealLog } from "@dealer/core/locations"
import { PhoneRevealButton, usePhoneReveal } from "@dealer/react"
import { logPhoneReveal, trackEvent } from "./car-page-services.ts"

/**
 * The masked dealer phone: a click reveals it (logs the reveal and records the phone click's
 * analytics event, when given), then it is a `tel:` link.
 */
export function CarPhoneButton({
  phone,
  log,
  event = null
}: {
  readonly phone: string
  readonly log: PhoneRevealLog
  readonly event?: AnalyticsEvent | null
}) {
  const reveal = usePhoneReveal(
    { phone, log },
    {
      logReveal: async (entry) => {
        if (event) trackEvent(event, entry.car_id).catch((error: unknown) => console.warn("Phone click not recorded", error))
        await logPhoneReveal(entry)
      }
    }
  )
  return <PhoneRevealButton phone={reveal} className="button button--outline car-phone" />
}
