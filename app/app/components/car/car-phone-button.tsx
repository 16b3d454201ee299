import type { PhoneRevealLog } from "@dealer/core/locations"
import { PhoneRevealButton, usePhoneReveal } from "@dealer/react"
import { logPhoneReveal } from "./car-page-services.ts"

/** The masked dealer phone: a click reveals it (and logs the reveal), then it is a `tel:` link. */
export function CarPhoneButton({ phone, log }: { readonly phone: string; readonly log: PhoneRevealLog }) {
  const reveal = usePhoneReveal({ phone, log }, { logReveal: logPhoneReveal })
  return <PhoneRevealButton phone={reveal} className="button button--outline car-phone" />
}
