import { defaultTexts, type Texts } from "@dealer/core"
import { useRouteLoaderData } from "react-router"
import type { loader as rootLoader } from "../../root.tsx"

/** The site's texts, from the root route's loader data. */
export function useSearchTexts(): Texts {
  return useRouteLoaderData<typeof rootLoader>("root")?.texts ?? defaultTexts
}
