import { decodeOrThrow, defaultTexts, Offer, promoSlider } from "@dealer/core"
import type { Story } from "@ladle/react"
import { PromoSlider } from "./promo-slider.tsx"
import "../../styles/content.css"

const offers = [
  { id: "x-trail-drive-away", title: "X-Trail Drive-Away Deals", summary: "Metallic paint included." },
  { id: "free-first-service", title: "Your First Service On Us", summary: "On any used car this month." },
  { id: "ended", title: "Ended Sale", expiry: "2025-06-15T16:00:00+10:00" }
].map((offer) => decodeOrThrow(Offer, offer, "story offer"))
const slider = promoSlider(offers, new Date("2026-11-22T00:00:00Z"), defaultTexts)

/** Two running offers (the ended one never shows). */
export const TwoRunningOffers: Story = () => (slider ? <PromoSlider slider={slider} /> : null)
