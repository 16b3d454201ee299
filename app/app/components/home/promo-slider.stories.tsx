import { decodeOrThrow, defaultTexts, Offer, promoSlider } from "@dealer/core"
import type { Story } from "@ladle/react"
import { PromoSlider } from "./promo-slider.tsx"
import "../../styles/home.css"

const offers = [
  {
    id: "x-trail-drive-away",
    title: "X-Trail Drive-Away Deals",
    summary: "Metallic paint included.",
    image: "/promos/nissan-x-trail-drive-away.svg"
  },
  { id: "free-first-service", title: "Your First Service On Us", summary: "On any used car this month.", image: "/promos/free-first-service.svg" },
  { id: "no-artwork", title: "Service Special", summary: "An offer without artwork shows its words alone." },
  { id: "ended", title: "Ended Sale", expiry: "2025-06-15T16:00:00+10:00" }
].map((offer) => decodeOrThrow(Offer, offer, "story offer"))
const slider = promoSlider(offers, new Date("2026-11-22T00:00:00Z"), defaultTexts)

/** Three running offers, two with artwork (the ended one never shows). */
export const ThreeRunningOffers: Story = () => (slider ? <PromoSlider slider={slider} /> : null)
