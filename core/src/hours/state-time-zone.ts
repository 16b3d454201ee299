const zoneByState: Readonly<Record<string, string>> = {
  qld: "Australia/Brisbane",
  queensland: "Australia/Brisbane",
  nsw: "Australia/Sydney",
  "new south wales": "Australia/Sydney",
  act: "Australia/Sydney",
  "australian capital territory": "Australia/Sydney",
  vic: "Australia/Melbourne",
  victoria: "Australia/Melbourne",
  tas: "Australia/Hobart",
  tasmania: "Australia/Hobart",
  sa: "Australia/Adelaide",
  "south australia": "Australia/Adelaide",
  nt: "Australia/Darwin",
  "northern territory": "Australia/Darwin",
  wa: "Australia/Perth",
  "western australia": "Australia/Perth"
}

/** The state the specification falls back to when a location's state is missing or unknown. */
export const DEFAULT_HOURS_STATE = "qld"

/**
 * The IANA time zone of an Australian state or territory (abbreviation or full name, any case);
 * an unknown or missing state takes the default state's zone.
 *
 * @example
 * import { timeZoneForState } from "@dealer/core/hours"
 *
 * timeZoneForState("NSW") // => "Australia/Sydney"
 * timeZoneForState(null) // => "Australia/Brisbane"
 */
export function timeZoneForState(state: string | null | undefined, defaultState: string = DEFAULT_HOURS_STATE): string {
  const key = (state ?? "").trim().toLowerCase()
  return zoneByState[key] ?? zoneByState[defaultState.trim().toLowerCase()] ?? "Australia/Brisbane"
}
