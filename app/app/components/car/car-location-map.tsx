import type { CarMapPin } from "@dealer/core/platform"
import { LocationMap } from "../locations/location-map.tsx"

/** The car's pin on the tenant's tiles. */
export interface CarLocationMapData {
  readonly pin: CarMapPin
  readonly tileUrl: string
  readonly attribution: string
  readonly maxZoom: number
  readonly loadingText: string
}

/** The vehicle page's map: the locator's lazy Leaflet map with the one pin of the car's location. */
export function CarLocationMap({ map }: { readonly map: CarLocationMapData }) {
  const { pin } = map
  return (
    <LocationMap
      label={pin.label}
      loadingText={map.loadingText}
      tileUrl={map.tileUrl}
      attribution={map.attribution}
      zoom={pin.zoom}
      maxZoom={map.maxZoom}
      center={{ lat: pin.lat, lng: pin.lng }}
      markers={[{ id: pin.id, name: pin.name, lat: pin.lat, lng: pin.lng }]}
    />
  )
}
