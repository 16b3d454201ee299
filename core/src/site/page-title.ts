/**
 * A page's document title: its parts, most specific first, then the site's name, joined by " | ";
 * a part not known yet (a loader that failed, an empty text) is left out, so no title starts or
 * ends with a bare separator.
 *
 * @example
 * import { pageTitle } from "@dealer/core"
 *
 * pageTitle(["Finance"], "Metro Mazda") // => "Finance | Metro Mazda"
 * pageTitle(["Personalised finance", "2021 Mazda CX-5"], "Metro Mazda") // => "Personalised finance | 2021 Mazda CX-5 | Metro Mazda"
 * pageTitle([undefined], "Metro Mazda") // => "Metro Mazda"
 */
export function pageTitle(parts: ReadonlyArray<string | null | undefined>, siteName: string | null | undefined): string {
  return [...parts, siteName].filter((part): part is string => typeof part === "string" && part !== "").join(" | ")
}
