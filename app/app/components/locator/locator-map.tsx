import { lazy, Suspense, useEffect, useState } from "react"
import type { LeafletMapProps } from "./leaflet-map.tsx"

// Leaflet touches `window` when it loads and is heavy: only the browser loads it, after the page is up.
const LeafletMap = lazy(() => import("./leaflet-map.tsx"))

/**
 * The locator's map of the results, loaded lazily in the browser only. The server and the first
 * client render show a sized placeholder, so nothing shifts; the list stays the way to use the page
 * when the map or its tiles cannot load.
 */
export function LocatorMap(props: LeafletMapProps & { readonly label: string; readonly loadingText: string }) {
  const { label, loadingText, ...map } = props
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const placeholder = <p className="locator-map__loading">{loadingText}</p>
  return (
    <section className="locator-map" aria-label={label}>
      {inBrowser ? (
        <Suspense fallback={placeholder}>
          <LeafletMap {...map} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  )
}
