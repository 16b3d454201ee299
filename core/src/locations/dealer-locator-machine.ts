import { assign, fromPromise, setup } from "xstate"
import type { PlaceSuggestion } from "../search/geocoder.ts"
import type { Texts } from "../tenant/texts.ts"
import { dealershipPickerFields, PLACE_PICKER, type DealershipPickerFields } from "./dealership-picker.ts"
import type { GeoPoint } from "./great-circle-distance.ts"
import type { Location } from "./location.ts"
import { DEFAULT_NEARBY_RADIUS_KM, NEARBY_RADIUS_OPTIONS_KM } from "./nearby-locations.ts"

/** Place suggestions that have not arrived by then are given up; the list closes. */
export const PLACE_SUGGESTIONS_TIMEOUT_MS = 15_000

/**
 * Where a selected place sits, in the locations' own terms.
 *
 * @example
 * import { placePoint } from "@dealer/core/locations"
 *
 * placePoint({ kind: "suburb", label: "Southport QLD 4215", lat: -27.97, lng: 153.41, postcode: "4215", state: "QLD" }) // => { lat: -27.97, long: 153.41 }
 */
export function placePoint(place: PlaceSuggestion): GeoPoint {
  return { lat: place.lat, long: place.lng }
}

/** The location a dealership suggestion stands for, when the tenant has it. */
function suggestedLocation(place: PlaceSuggestion | null, locations: ReadonlyArray<Location>): Location | null {
  if (place?.kind !== "dealership") return null
  return locations.find((location) => location.id === place.dealership.locationId) ?? null
}

/** The texts the dealer locator shows. */
export type DealerLocatorTexts = Pick<
  Texts,
  | "dealershipPickerPlaceholder"
  | "dealershipPickerRequired"
  | "locatorRadiusLabel"
  | "locatorRadiusOption"
  | "locatorDistance"
  | "locatorNoDealerships"
  | "locatorSearching"
>

/** What the dealer locator's statechart starts from: the locations, how far it reaches and the texts. */
export interface DealerLocatorMachineInput {
  /** The dealership locations to offer; empty when they could not be fetched (000 section 8). */
  readonly locations: ReadonlyArray<Location>
  /**
   * "radius": the dealer locator, nearby results within the chosen radius (000 section 9).
   * "place-picker": a form's dealership picker, within 250 km and at most 5 (000 section 5).
   */
  readonly reach: "radius" | "place-picker"
  readonly texts: DealerLocatorTexts
}

interface DealerLocatorContext extends DealerLocatorMachineInput {
  readonly query: string
  readonly suggestions: ReadonlyArray<PlaceSuggestion>
  /** The suggestion the arrow keys point at; -1 for none. */
  readonly highlighted: number
  readonly place: PlaceSuggestion | null
  readonly radiusKm: number
  readonly chosen: DealershipPickerFields | null
  /** The required message shows once the form was validated without a choice. */
  readonly validated: boolean
}

/** What the dealer locator sends its statechart: typing, picking a place and choosing a radius. */
export type DealerLocatorEvent =
  | { readonly type: "TYPE"; readonly query: string }
  | { readonly type: "HIGHLIGHT_NEXT" }
  | { readonly type: "HIGHLIGHT_PREVIOUS" }
  | { readonly type: "SELECT"; readonly index?: number }
  | { readonly type: "CLOSE" }
  | { readonly type: "SET_RADIUS"; readonly radiusKm: number }
  | { readonly type: "CHOOSE_DEALERSHIP"; readonly locationId: number }
  | { readonly type: "VALIDATE" }

const wrap = (index: number, length: number) => (length === 0 ? -1 : (index + length) % length)

/**
 * The dealer locator and dealership picker (000 sections 2, 5, 7, 8 and 9): the shopper types a
 * postcode, city or dealership name; after 300 ms of quiet the injected `suggestPlaces` (the
 * geocoder port's, Australian places only) proposes places; arrow keys move through them and
 * Enter selects one. A dealership suggestion is chosen at once. The selected place lists the nearby dealership locations (within the chosen
 * radius, 25 to 1000 km, default 50; or, as a form's picker, within 250 km and at most 5), one of
 * which the shopper chooses. Validating without a choice shows '*Please select a dealership
 * location'. Suggestions that fail or take over 15 s close the list and select nothing.
 *
 * @example
 * import { dealerLocatorMachine } from "@dealer/core/locations"
 * import type { PlaceSuggestion } from "@dealer/core/search"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLocation } from "@dealer/core/testing"
 * import { createActor, fromPromise, waitFor } from "xstate"
 *
 * const southport = { kind: "suburb", label: "Southport QLD 4215", postcode: "4215", state: "QLD", lat: -27.97, lng: 153.41 } as const
 * const suggestPlaces = fromPromise<ReadonlyArray<PlaceSuggestion>, { readonly query: string }>(async () => [southport])
 * const locations = [exampleLocation(21, 201, { name: "Coastal Kia Southport" })]
 *
 * const actor = createActor(dealerLocatorMachine.provide({ actors: { suggestPlaces } }), { input: { locations, reach: "radius", texts: defaultTexts } }).start()
 * actor.send({ type: "TYPE", query: "Southport" })
 * ;(await waitFor(actor, (snapshot) => snapshot.context.suggestions.length > 0)).context.suggestions[0]?.label // => "Southport QLD 4215"
 */
export const dealerLocatorMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as DealerLocatorContext,
    input: {} as DealerLocatorMachineInput,
    events: {} as DealerLocatorEvent
  },
  actors: {
    suggestPlaces: fromPromise<ReadonlyArray<PlaceSuggestion>, { readonly query: string }>(() =>
      Promise.reject(new Error("suggestPlaces is not provided"))
    )
  },
  delays: { debounce: PLACE_PICKER.debounceMs, suggestTimeout: PLACE_SUGGESTIONS_TIMEOUT_MS },
  guards: {
    blankQuery: ({ event }) => event.type === "TYPE" && event.query.trim() === "",
    hasSuggestions: ({ context }) => context.suggestions.length > 0,
    selectable: ({ context, event }) => {
      const index = event.type === "SELECT" ? (event.index ?? context.highlighted) : -1
      return context.suggestions[index] !== undefined
    },
    knownRadius: ({ event }) =>
      event.type === "SET_RADIUS" && (NEARBY_RADIUS_OPTIONS_KM as ReadonlyArray<number>).includes(event.radiusKm),
    knownLocation: ({ context, event }) =>
      event.type === "CHOOSE_DEALERSHIP" && context.locations.some((location) => location.id === event.locationId)
  },
  actions: {
    clearSuggestions: assign({ suggestions: [], highlighted: -1 })
  }
}).createMachine({
  id: "dealerLocator",
  context: ({ input }) => ({
    ...input,
    query: "",
    suggestions: [],
    highlighted: -1,
    place: null,
    radiusKm: input.reach === "radius" ? DEFAULT_NEARBY_RADIUS_KM : PLACE_PICKER.radiusKm,
    chosen: null,
    validated: false
  }),
  initial: "closed",
  on: {
    TYPE: [
      {
        guard: "blankQuery",
        target: ".closed",
        actions: [/* @__PURE__ */ assign({ query: "" }), "clearSuggestions"]
      },
      {
        target: ".debouncing",
        reenter: true,
        actions: /* @__PURE__ */ assign({ query: ({ event }) => event.query })
      }
    ],
    SET_RADIUS: {
      guard: "knownRadius",
      actions: /* @__PURE__ */ assign({ radiusKm: ({ event }) => event.radiusKm })
    },
    CHOOSE_DEALERSHIP: {
      guard: "knownLocation",
      actions: /* @__PURE__ */ assign({
        chosen: ({ context, event }) => {
          const location = context.locations.find((candidate) => candidate.id === event.locationId)
          return location ? dealershipPickerFields(location) : null
        }
      })
    },
    VALIDATE: { actions: /* @__PURE__ */ assign({ validated: true }) }
  },
  states: {
    closed: {
      on: {
        HIGHLIGHT_NEXT: {
          guard: "hasSuggestions",
          target: "open",
          actions: /* @__PURE__ */ assign({ highlighted: 0 })
        }
      }
    },
    debouncing: {
      after: { debounce: "suggesting" }
    },
    suggesting: {
      invoke: {
        id: "suggestPlaces",
        src: "suggestPlaces",
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: [
          {
            guard: ({ event }) => event.output.length > 0,
            target: "open",
            actions: /* @__PURE__ */ assign({
              suggestions: ({ event }) => event.output,
              highlighted: -1
            })
          },
          { target: "closed", actions: "clearSuggestions" }
        ],
        onError: { target: "closed", actions: "clearSuggestions" }
      },
      after: {
        suggestTimeout: {
          target: "closed",
          actions: "clearSuggestions"
        }
      }
    },
    open: {
      on: {
        HIGHLIGHT_NEXT: {
          actions: /* @__PURE__ */ assign({
            highlighted: ({ context }) => wrap(context.highlighted + 1, context.suggestions.length)
          })
        },
        HIGHLIGHT_PREVIOUS: {
          actions: /* @__PURE__ */ assign({
            highlighted: ({ context }) =>
              wrap((context.highlighted < 0 ? 0 : context.highlighted) - 1, context.suggestions.length)
          })
        },
        SELECT: {
          guard: "selectable",
          target: "closed",
          actions: /* @__PURE__ */ assign(({ context, event }) => {
            const place = context.suggestions[event.index ?? context.highlighted] ?? null
            // A dealership picked by name is chosen at once; a place leaves the choice to the shopper.
            const location = suggestedLocation(place, context.locations)
            const chosen = location ? dealershipPickerFields(location) : null
            return {
              place,
              query: place?.label ?? context.query,
              highlighted: -1,
              chosen
            }
          })
        },
        CLOSE: { target: "closed", actions: /* @__PURE__ */ assign({ highlighted: -1 }) }
      }
    }
  }
})
