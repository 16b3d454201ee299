import { recordViewedCar, type ViewedCar } from "@dealer/core/storage"
import { useSiteStorage } from "@dealer/react"
import { useEffect } from "react"

/** Adds the car to this site's recently viewed cars once the page is open in a browser; renders nothing. */
export function RecordViewedCar({ car }: { readonly car: ViewedCar }) {
  const storage = useSiteStorage()
  const { id } = car
  useEffect(() => {
    storage.write("ViewCar", recordViewedCar(storage.read("ViewCar"), car))
    // Recorded once per car: the entry's other fields do not change while the page is open.
  }, [storage, id])
  return null
}
