import { AnnouncementBar, useAnnouncementBar } from "@dealer/react"

/** 'Located at {city}' when the car is away from the primary dealership, with directions. */
export function CarAnnouncement({ city }: { readonly city: string | null }) {
  const bar = useAnnouncementBar({ vehicleCity: city })
  return <AnnouncementBar bar={bar} className="announcement-bar" />
}
