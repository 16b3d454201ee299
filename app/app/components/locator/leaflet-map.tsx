import L from "leaflet"
import "leaflet/dist/leaflet.css"
import { useEffect, useRef } from "react"

export interface LeafletMapProps {
  /** The tenant's tile URL template and the attribution its provider requires. */
  readonly tileUrl: string
  readonly attribution: string
  readonly zoom: number
  /** Never closer than this (000 section 9). */
  readonly maxZoom: number
  readonly center: { readonly lat: number; readonly lng: number }
  readonly markers: ReadonlyArray<{ readonly id: number; readonly name: string; readonly lat: number; readonly lng: number }>
}

/** Leaflet's default marker images are found by URL guessing, which bundling breaks: a CSS dot instead. */
const markerIcon = L.divIcon({ className: "locator-map__marker", iconSize: [18, 18] })

function popupLabel(name: string): HTMLElement {
  const label = document.createElement("span")
  label.textContent = name
  return label
}

/** The Leaflet map: the search point's area, one marker per dealership, fitted to the markers. */
export default function LeafletMap({ tileUrl, attribution, zoom, maxZoom, center, markers }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null)
  // The markers arrive as a new array on every render; their content decides when to redraw.
  const markerKey = JSON.stringify(markers)
  useEffect(() => {
    if (!container.current) return
    const map = L.map(container.current, { scrollWheelZoom: false, maxZoom }).setView([center.lat, center.lng], zoom)
    // Tiles that fail (offline, blocked) leave a grey map; markers and the list still work.
    L.tileLayer(tileUrl, { attribution, maxZoom }).addTo(map)
    const points = markers.map((marker) =>
      L.marker([marker.lat, marker.lng], { icon: markerIcon, title: marker.name, alt: marker.name })
        // A string popup is HTML to Leaflet: the name goes in as text, so a dealer's data never runs.
        .bindPopup(() => popupLabel(marker.name))
        .addTo(map)
        .getLatLng()
    )
    if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [30, 30], maxZoom })
    return () => void map.remove()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- markerKey stands for markers
  }, [tileUrl, attribution, zoom, maxZoom, center.lat, center.lng, markerKey])
  return <div ref={container} className="locator-map__canvas" data-testid="locator-map" />
}
