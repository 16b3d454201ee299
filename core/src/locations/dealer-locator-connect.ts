import type { SnapshotFrom } from "xstate"
import type { PlaceSuggestion } from "../search/geocoder.ts"
import { fillText } from "../tenant/texts.ts"
import { dealershipsNearPlace, validateDealershipPicker, type DealershipPickerFields } from "./dealership-picker.ts"
import { placePoint, type DealerLocatorEvent, type dealerLocatorMachine } from "./dealer-locator-machine.ts"
import type { Location } from "./location.ts"
import { NEARBY_RADIUS_OPTIONS_KM, nearbyLocations } from "./nearby-locations.ts"

/** A place the locator suggests as the shopper types, with the command that picks it. */
export interface PlaceOptionView {
  /** Unique within the list, for `aria-activedescendant`. */
  readonly id: string
  readonly kind: PlaceSuggestion["kind"]
  readonly label: string
  readonly highlighted: boolean
}

/** A search radius the locator offers, and whether it is the one chosen. */
export interface RadiusOptionView {
  readonly radiusKm: number
  readonly label: string
}

/** A dealership the locator lists: its name, distance, address and links. */
export interface NearbyDealershipView {
  readonly location: Location
  readonly distanceKm: number
  readonly distanceText: string
  readonly chosen: boolean
}

/** What the locator picker renders, and its commands. */
export interface DealerLocatorApi {
  readonly query: string
  readonly placeholder: string
  /** The listbox of place suggestions is open. */
  readonly expanded: boolean
  readonly searching: boolean
  readonly searchingText: string
  readonly options: ReadonlyArray<PlaceOptionView>
  /** Index of the highlighted option, or -1. */
  readonly highlightedIndex: number
  readonly placeLabel: string | null
  /** The radius choice; empty for a form's picker, whose reach is fixed. */
  readonly radiusOptions: ReadonlyArray<RadiusOptionView>
  readonly radiusKm: number
  readonly radiusLabel: string
  /** Dealership locations near the selected place, nearest first. */
  readonly results: ReadonlyArray<NearbyDealershipView>
  /** Shown when a place is selected and no dealership is near it. */
  readonly noResultsText: string | null
  /** The form fields of the chosen dealership. */
  readonly fields: DealershipPickerFields | null
  /** '*Please select a dealership location' once validated without a choice. */
  readonly requiredMessage: string | null
  readonly type: (query: string) => void
  readonly highlightNext: () => void
  readonly highlightPrevious: () => void
  readonly select: (index?: number) => void
  readonly close: () => void
  readonly setRadius: (radiusKm: number) => void
  readonly choose: (locationId: number) => void
  readonly validate: () => void
}

/**
 * The dealer locator view model.
 *
 * @example
 * import { connectDealerLocator, dealerLocatorMachine } from "@dealer/core/locations"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleLocation } from "@dealer/core/testing"
 * import { createActor } from "xstate"
 *
 * const locations = [exampleLocation(21, 201, { name: "Coastal Kia Southport" })]
 * const actor = createActor(dealerLocatorMachine, { input: { locations, reach: "radius", texts: defaultTexts } }).start()
 *
 * const locator = connectDealerLocator(actor.getSnapshot(), actor.send)
 * locator.placeholder // => "Postcode, city or dealership name"
 * locator.results.length // => 0
 */
export function connectDealerLocator(
  snapshot: SnapshotFrom<typeof dealerLocatorMachine>,
  send: (event: DealerLocatorEvent) => void
): DealerLocatorApi {
  const { texts, place, reach, locations, radiusKm, chosen, validated, suggestions, highlighted } = snapshot.context
  const expanded = snapshot.matches("open")
  const hits =
    place === null
      ? []
      : reach === "radius"
        ? nearbyLocations(locations, placePoint(place), radiusKm)
        : dealershipsNearPlace(locations, placePoint(place))
  const validation = validateDealershipPicker(chosen, texts)
  return {
    query: snapshot.context.query,
    placeholder: texts.dealershipPickerPlaceholder,
    expanded,
    searching: snapshot.matches("debouncing") || snapshot.matches("suggesting"),
    searchingText: texts.locatorSearching,
    options: expanded
      ? suggestions.map((suggestion, index) => ({
          id: `place-${index}`,
          kind: suggestion.kind,
          label: suggestion.label,
          highlighted: index === highlighted
        }))
      : [],
    highlightedIndex: expanded ? highlighted : -1,
    placeLabel: place?.label ?? null,
    radiusOptions:
      reach === "radius"
        ? NEARBY_RADIUS_OPTIONS_KM.map((km) => ({
            radiusKm: km,
            label: fillText(texts.locatorRadiusOption, { radius: String(km) })
          }))
        : [],
    radiusKm,
    radiusLabel: texts.locatorRadiusLabel,
    results: hits.map((hit) => ({
      location: hit.location,
      distanceKm: hit.distanceKm,
      distanceText: fillText(texts.locatorDistance, {
        distance: String(Math.round(hit.distanceKm))
      }),
      chosen: chosen?.location_id === hit.location.id
    })),
    noResultsText:
      place !== null && hits.length === 0 ? fillText(texts.locatorNoDealerships, { place: place.label }) : null,
    fields: validation.valid ? validation.fields : null,
    requiredMessage: validated && !validation.valid ? validation.message : null,
    type: (query) => send({ type: "TYPE", query }),
    highlightNext: () => send({ type: "HIGHLIGHT_NEXT" }),
    highlightPrevious: () => send({ type: "HIGHLIGHT_PREVIOUS" }),
    select: (index) => send(index === undefined ? { type: "SELECT" } : { type: "SELECT", index }),
    close: () => send({ type: "CLOSE" }),
    setRadius: (km) => send({ type: "SET_RADIUS", radiusKm: km }),
    choose: (locationId) => send({ type: "CHOOSE_DEALERSHIP", locationId }),
    validate: () => send({ type: "VALIDATE" })
  }
}
