import { defaultTexts } from "@dealer/core"
import { useRouteLoaderData } from "react-router"
import type { loader as rootLoader } from "../../root.tsx"
import type { RootTexts } from "../../root-texts.ts"

/** The search controls' texts, from the root route's loader data. */
export function useSearchTexts(): RootTexts {
  return useRouteLoaderData<typeof rootLoader>("root")?.texts ?? defaultTexts
}
