import { useRouteLoaderData } from "react-router"
import type { loader as rootLoader } from "../root.tsx"

/** The form's token (`formIdempotencyKey`): a double submit of the form acts once. */
export function FormToken() {
  const token = useRouteLoaderData<typeof rootLoader>("root")?.formToken ?? ""
  return <input type="hidden" name="form_token" value={token} />
}
