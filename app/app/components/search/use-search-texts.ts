import { useRouteLoaderData } from "react-router"
import type { loader as rootLoader } from "../../root.tsx"
import type { RootTexts } from "../../root-texts.ts"

/**
 * The search controls' texts, from the root route's loader data. The controls render only on a
 * site's pages (the header's box too renders only with a site), where the root route has answered.
 */
export function useSearchTexts(): RootTexts {
  const root = useRouteLoaderData<typeof rootLoader>("root")
  if (!root) throw new Error("The search controls render under the root route, whose data holds their texts")
  return root.texts
}
