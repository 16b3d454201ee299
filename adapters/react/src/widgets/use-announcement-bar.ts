import { announcementBarMachine, connectAnnouncementBar, type AnnouncementBarApi } from "@dealer/core/locations"
import { useMachine } from "@xstate/react"
import { useTenant } from "../tenant/tenant-provider.tsx"

/**
 * The vehicle page's announcement bar for a car's city, against the tenant's primary location.
 *
 * @example
 * const bar = useAnnouncementBar({ vehicleCity: car.city })
 * <AnnouncementBar bar={bar} />
 */
export function useAnnouncementBar(input: { readonly vehicleCity: string | null | undefined }): AnnouncementBarApi {
  const { locations, texts } = useTenant()
  const [snapshot, send] = useMachine(announcementBarMachine, { input: { ...input, locations, texts } })
  return connectAnnouncementBar(snapshot, send)
}
