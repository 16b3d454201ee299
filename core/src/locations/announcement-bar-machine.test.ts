import { describe, expect, it } from "vitest"
import { initialTransition, transition } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { defaultTexts } from "../tenant/texts.ts"
import { connectAnnouncementBar } from "./announcement-bar-connect.ts"
import { announcementBarMachine, type AnnouncementBarMachineInput } from "./announcement-bar-machine.ts"

const locations = [
  { primary: false, address: { city: "Robina" } },
  { primary: true, address: { city: "Southport" } }
]
const input: AnnouncementBarMachineInput = { vehicleCity: "Robina", locations, texts: defaultTexts }
const noSend = () => undefined

describe("announcement bar", () => {
  it("shows Located at {city} with Get Directions to the vehicle map, until dismissed", () => {
    const [shown] = initialTransition(announcementBarMachine, input)
    expect(connectAnnouncementBar(shown, noSend)).toMatchObject({
      visible: true,
      text: "Located at Robina",
      linkText: "Get Directions",
      href: "#vehicle-map",
      dismissLabel: "Dismiss"
    })
    const [dismissed] = transition(announcementBarMachine, shown, { type: "DISMISS" })
    expect(connectAnnouncementBar(dismissed, noSend).visible).toBe(false)
  })

  it("stays hidden when the vehicle is in the primary location's city or its city is unknown", () => {
    for (const vehicleCity of ["southport ", null]) {
      const [snapshot] = initialTransition(announcementBarMachine, { ...input, vehicleCity })
      expect(snapshot.value).toBe("hidden")
      expect(connectAnnouncementBar(snapshot, noSend).visible).toBe(false)
    }
  })

  it("reaches every state", () => {
    const values = new Set<string>()
    for (const vehicleCity of ["Robina", "Southport"]) {
      const paths = getShortestPaths(announcementBarMachine, {
        input: { ...input, vehicleCity },
        events: [{ type: "DISMISS" }]
      })
      for (const path of paths) values.add(String(path.state.value))
    }
    expect([...values].sort()).toEqual(["dismissed", "hidden", "shown"])
  })
})
