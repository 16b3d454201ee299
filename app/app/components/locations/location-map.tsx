import { useEffect, useRef, useState } from "react"
import { LocatorMap } from "../locator/locator-map.tsx"

export interface LocationMapProps {
  readonly label: string
  readonly loadingText: string
  readonly tileUrl: string
  readonly attribution: string
  readonly zoom: number
  readonly maxZoom: number
  readonly center: { readonly lat: number; readonly lng: number }
  readonly markers: ReadonlyArray<{ readonly id: number; readonly name: string; readonly lat: number; readonly lng: number }>
}

/**
 * The locator's lazy Leaflet map for a location card or the locations section. A page of many
 * cards starts each map only as it nears the screen, so the maps below the fold cost nothing.
 */
export function LocationMap({ label, loadingText, ...map }: LocationMapProps) {
  const holder = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = holder.current
    if (!element || typeof IntersectionObserver === "undefined") return setNear(true)
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true)
          watcher.disconnect()
        }
      },
      { rootMargin: "200px" }
    )
    watcher.observe(element)
    return () => watcher.disconnect()
  }, [])
  return (
    <div ref={holder} className="location-map">
      {near ? (
        <LocatorMap label={label} loadingText={loadingText} {...map} />
      ) : (
        <section className="locator-map" aria-label={label}>
          <p className="locator-map__loading">{loadingText}</p>
        </section>
      )}
    </div>
  )
}
