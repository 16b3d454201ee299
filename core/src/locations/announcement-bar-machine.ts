import { setup } from "xstate"
import type { Texts } from "../tenant/texts.ts"
import { locatedAtAnnouncement, type LocatedAtAnnouncement } from "./announcement-bar.ts"

/** What the announcement bar's statechart starts from: the car's city, the locations and the texts. */
export interface AnnouncementBarMachineInput {
  readonly vehicleCity: string | null | undefined
  readonly locations: ReadonlyArray<{
    readonly primary: boolean
    readonly address: { readonly city?: string | null }
  }>
  readonly texts: Pick<Texts, "locatedAt" | "locationGetDirections" | "announcementDismiss">
}

interface AnnouncementBarContext {
  readonly announcement: LocatedAtAnnouncement | null
  readonly texts: AnnouncementBarMachineInput["texts"]
}

/** Dismissing the announcement bar. */
export type AnnouncementBarEvent = { readonly type: "DISMISS" }

/**
 * The vehicle page's announcement bar (000 section 4, 001 section 2): `Located at {city}` with Get
 * Directions to #vehicle-map, shown only when the vehicle's city differs from the primary
 * location's, until the shopper dismisses it.
 *
 * @example
 * import { announcementBarMachine } from "@dealer/core/locations"
 * import { exampleCar, exampleTenant } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const car = exampleCar()
 * const tenant = exampleTenant()
 *
 * const actor = createActor(announcementBarMachine, { input: { vehicleCity: car.city, locations: tenant.locations, texts: tenant.texts } }).start()
 * actor.send({ type: "DISMISS" })
 */
export const announcementBarMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as AnnouncementBarContext,
    input: {} as AnnouncementBarMachineInput,
    events: {} as AnnouncementBarEvent
  },
  guards: {
    nothingToAnnounce: ({ context }) => context.announcement === null
  }
}).createMachine({
  id: "announcementBar",
  context: ({ input }) => ({
    announcement: locatedAtAnnouncement(input.vehicleCity, input.locations, input.texts),
    texts: input.texts
  }),
  initial: "starting",
  states: {
    starting: {
      always: [{ guard: "nothingToAnnounce", target: "hidden" }, { target: "shown" }]
    },
    hidden: {},
    shown: {
      on: { DISMISS: "dismissed" }
    },
    dismissed: {}
  }
})
