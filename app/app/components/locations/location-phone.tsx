import type { PhoneRevealLog } from "@dealer/core/locations"
import { PhoneRevealButton, usePhoneReveal } from "@dealer/react"
import { useHydrated } from "../enquiry/use-hydrated.ts"

// The reveal log records a car's phone (000 section 7); a location's number is revealed without one.
const NO_CAR: PhoneRevealLog = { car_id: 0, dealership_id: null, website_id: 0 }
const notLogged = { logReveal: async () => undefined }

/**
 * A location's phone, masked until clicked (or unmasked from the start, as the tenant says). Without
 * JavaScript there is no click to reveal it: the masked number is then a `tel:` link that dials.
 */
export function LocationPhone({ phone }: { readonly phone: { readonly number: string; readonly telHref: string } }) {
  const hydrated = useHydrated()
  const reveal = usePhoneReveal({ phone: phone.number, log: NO_CAR }, notLogged)
  if (!hydrated) {
    return (
      <a href={phone.telHref} className="location-card__phone-link">
        {reveal.text}
      </a>
    )
  }
  return <PhoneRevealButton phone={reveal} className="location-card__phone-link" />
}
