import { describe, expect, it } from "vitest"
import { createActor, fromPromise, initialTransition, SimulatedClock, transition } from "xstate"
import { getShortestPaths } from "xstate/graph"
import type { PlaceSuggestion } from "../search/geocoder.ts"
import { decodeOrThrow } from "../shared/decode.ts"
import { defaultTexts } from "../tenant/texts.ts"
import { connectDealerLocator } from "./dealer-locator-connect.ts"
import { dealerLocatorMachine, type DealerLocatorMachineInput } from "./dealer-locator-machine.ts"
import { Location } from "./location.ts"

const yard = (id: number, name: string, lat: number, long: number) =>
  decodeOrThrow(
    Location,
    {
      id,
      name,
      slug: `yard-${id}`,
      dealership_id: 200 + id,
      dealership_slug: "coastal-kia",
      address: { city: name, state: "QLD", postcode: "4215", lat, long }
    },
    "location"
  )
// Southport, Robina (about 20 km south), Brisbane (about 65 km north), Toowoomba (about 150 km west).
const locations = [
  yard(21, "Southport", -27.967, 153.4),
  yard(22, "Robina", -28.078, 153.385),
  yard(23, "Brisbane", -27.47, 153.025),
  yard(24, "Toowoomba", -27.56, 151.95)
]
const southport: PlaceSuggestion = {
  kind: "suburb",
  label: "Southport QLD 4215",
  lat: -27.967,
  lng: 153.4,
  postcode: "4215",
  state: "QLD"
}
const surfers: PlaceSuggestion = {
  kind: "suburb",
  label: "Surfers Paradise QLD 4217",
  lat: -28.0,
  lng: 153.43,
  postcode: "4217",
  state: "QLD"
}
const robinaYard: PlaceSuggestion = {
  kind: "dealership",
  label: "Robina",
  lat: -28.078,
  lng: 153.385,
  dealership: { name: "Robina", locationId: 22, dealershipId: 222, slug: "coastal-kia", lat: -28.078, lng: 153.385 }
}
const input: DealerLocatorMachineInput = { locations, reach: "radius", texts: defaultTexts }
const noSend = () => undefined

function start(suggest: (query: string) => Promise<ReadonlyArray<PlaceSuggestion>>, machineInput = input) {
  const clock = new SimulatedClock()
  const asked: string[] = []
  const machine = dealerLocatorMachine.provide({
    actors: {
      suggestPlaces: fromPromise(({ input: { query } }) => {
        asked.push(query)
        return suggest(query)
      })
    }
  })
  const actor = createActor(machine, { input: machineInput, clock }).start()
  return { actor, clock, asked, api: () => connectDealerLocator(actor.getSnapshot(), actor.send) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("dealer locator", () => {
  it("starts closed with the placeholder and a 50 km radius among 25..1000 (pure transitions)", () => {
    const [closed] = initialTransition(dealerLocatorMachine, input)
    const api = connectDealerLocator(closed, noSend)
    expect(api).toMatchObject({
      placeholder: "Postcode, city or dealership name",
      radiusKm: 50,
      expanded: false,
      results: []
    })
    expect(api.radiusOptions.map((option) => option.radiusKm)).toEqual([25, 50, 75, 100, 150, 250, 500, 750, 1000])
    expect(api.radiusOptions[0]?.label).toBe("25 km")
    const [typing] = transition(dealerLocatorMachine, closed, { type: "TYPE", query: "South" })
    expect(typing.value).toBe("debouncing")
  })

  it("asks for suggestions only after 300 ms of quiet", async () => {
    const { clock, asked, api } = start(async () => [southport])
    api().type("S")
    clock.increment(200)
    api().type("South")
    clock.increment(299)
    expect(asked).toEqual([])
    clock.increment(1)
    expect(asked).toEqual(["South"])
    await settle()
    expect(api()).toMatchObject({ expanded: true, highlightedIndex: -1 })
    expect(api().options.map((option) => option.label)).toEqual(["Southport QLD 4215"])
  })

  it("moves through suggestions with the arrow keys, wrapping, and selects with Enter", async () => {
    const { clock, api } = start(async () => [southport, surfers])
    api().type("S")
    clock.increment(300)
    await settle()
    api().highlightNext()
    api().highlightNext()
    api().highlightNext()
    expect(api().highlightedIndex).toBe(0)
    api().highlightPrevious()
    expect(api().options.map((option) => option.highlighted)).toEqual([false, true])
    api().highlightPrevious()
    api().select()
    expect(api()).toMatchObject({ expanded: false, query: "Southport QLD 4215", placeLabel: "Southport QLD 4215" })
    expect(api().results.map((result) => [result.location.name, result.distanceText])).toEqual([
      ["Southport", "0 km away"],
      ["Robina", "12 km away"]
    ])
  })

  it("widens the results with the radius and ignores radii that are not offered", async () => {
    const { clock, api } = start(async () => [southport])
    api().type("South")
    clock.increment(300)
    await settle()
    api().select(0)
    api().setRadius(100)
    expect(api().results.map((result) => result.location.name)).toEqual(["Southport", "Robina", "Brisbane"])
    api().setRadius(60)
    expect(api().radiusKm).toBe(100)
  })

  it("requires a dealership: the message shows once validated, and goes when one is chosen", async () => {
    const { clock, api } = start(async () => [southport])
    api().validate()
    expect(api().requiredMessage).toBe("*Please select a dealership location")
    api().type("South")
    clock.increment(300)
    await settle()
    api().select(0)
    api().choose(22)
    expect(api()).toMatchObject({
      requiredMessage: null,
      fields: { dealership_name: "Robina", location_id: 22, dealership_id: 222, dealership_slug: "coastal-kia" }
    })
    expect(api().results.find((result) => result.chosen)?.location.id).toBe(22)
  })

  it("chooses a dealership suggestion at once", async () => {
    const { clock, api } = start(async () => [robinaYard])
    api().type("Rob")
    clock.increment(300)
    await settle()
    api().select(0)
    expect(api().fields?.location_id).toBe(22)
  })

  it("offers at most 5 dealerships within 250 km as a form's picker, without a radius choice", async () => {
    const { clock, api } = start(async () => [southport], { ...input, reach: "place-picker" })
    api().type("South")
    clock.increment(300)
    await settle()
    api().select(0)
    expect(api().radiusOptions).toEqual([])
    expect(api().results.map((result) => result.location.name)).toEqual([
      "Southport",
      "Robina",
      "Brisbane",
      "Toowoomba"
    ])
  })

  it("closes with nothing selected when suggestions fail or take over 15 s", async () => {
    const failing = start(() => Promise.reject(new Error("Geocode failed")))
    failing.api().type("South")
    failing.clock.increment(300)
    await settle()
    expect(failing.api()).toMatchObject({ expanded: false, searching: false, placeLabel: null, options: [] })
    const hanging = start(() => new Promise<never>(() => undefined))
    hanging.api().type("South")
    hanging.clock.increment(300)
    expect(hanging.api().searching).toBe(true)
    hanging.clock.increment(15_000)
    expect(hanging.api()).toMatchObject({ expanded: false, searching: false })
  })

  it("closes on a blank query and on Escape", async () => {
    const { clock, api } = start(async () => [southport])
    api().type("South")
    clock.increment(300)
    await settle()
    api().close()
    expect(api().expanded).toBe(false)
    api().highlightNext()
    expect(api()).toMatchObject({ expanded: true, highlightedIndex: 0 })
    api().type("  ")
    expect(api()).toMatchObject({ expanded: false, query: "", options: [] })
  })

  it("reaches every state", () => {
    const paths = getShortestPaths(dealerLocatorMachine, {
      input,
      events: [
        { type: "TYPE", query: "South" },
        { type: "xstate.after.debounce.dealerLocator.debouncing" },
        { type: "xstate.done.actor.suggestPlaces", output: [southport] },
        { type: "HIGHLIGHT_NEXT" },
        { type: "SELECT" },
        { type: "CLOSE" }
      ] as never,
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.highlighted, snapshot.context.place?.label ?? null])
    })
    const views = new Map<string, ReturnType<typeof connectDealerLocator>>()
    for (const path of paths) {
      const key = String(path.state.value)
      if (!views.has(key) || path.state.context.place) views.set(key, connectDealerLocator(path.state, noSend))
    }
    expect([...views.keys()].sort()).toEqual(["closed", "debouncing", "open", "suggesting"])
    expect(views.get("debouncing")).toMatchObject({ searching: true, searchingText: "Searching…", expanded: false })
    expect(views.get("suggesting")).toMatchObject({ searching: true, expanded: false })
    expect(views.get("open")).toMatchObject({ expanded: true, searching: false })
    expect(views.get("closed")).toMatchObject({ expanded: false, placeLabel: "Southport QLD 4215" })
  })
})
