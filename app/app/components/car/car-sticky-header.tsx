import { isStickyHeaderShown, type PriceDisplay } from "@dealer/core"
import { useEffect, useState } from "react"
import { Price } from "../price.tsx"

/** A compact header with the title and price that appears after scrolling past 500 px. */
export function CarStickyHeader({
  title,
  price,
  cta
}: {
  readonly title: string
  readonly price: PriceDisplay
  readonly cta: { readonly href: string; readonly label: string } | null
}) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const update = () => setShown(isStickyHeaderShown(window.scrollY))
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [])
  return (
    <div className="car-sticky-header" data-shown={shown || undefined} aria-hidden={!shown} inert={!shown}>
      <p className="car-sticky-header__title">{title}</p>
      <Price price={price} />
      {cta ? (
        <a href={cta.href} className="button">
          {cta.label}
        </a>
      ) : null}
    </div>
  )
}
