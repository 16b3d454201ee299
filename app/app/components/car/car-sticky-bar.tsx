import { isStickyBottomBarScrolled, type StickyBottomBarView } from "@dealer/core"
import type { PhoneRevealLog } from "@dealer/core/locations"
import { useEffect, useState } from "react"
import { logPhoneReveal } from "./car-page-services.ts"

/** A call from the bar counts as a phone reveal, like the sidebar's masked number; reporting only. */
function recordCall(log: PhoneRevealLog) {
  logPhoneReveal(log).catch((error: unknown) => console.warn("Phone call not recorded", error))
}

/**
 * The vehicle page's sticky bottom bar on tenants that have it: core's buttons (Reserve Car Now,
 * Enquire Now or Instant Message, Call Now), shown once the shopper has scrolled past 900 px.
 * Enquire Now links to the page's `#enquire`, which opens its dialog.
 */
export function CarStickyBar({ bar, callLog }: { readonly bar: StickyBottomBarView; readonly callLog: PhoneRevealLog | null }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(isStickyBottomBarScrolled(window.scrollY))
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [])
  return (
    <div
      className="car-sticky-bar"
      role="group"
      aria-label={bar.label}
      data-shown={shown || undefined}
      aria-hidden={!shown}
      inert={!shown}
    >
      {bar.buttons.map((button) => (
        <a
          key={button.kind}
          href={button.href}
          className={`button car-sticky-bar__${button.kind}${button.kind === "call" ? " button--accent" : ""}`}
          onClick={button.kind === "call" && callLog ? () => recordCall(callLog) : undefined}
        >
          {button.label}
        </a>
      ))}
    </div>
  )
}
