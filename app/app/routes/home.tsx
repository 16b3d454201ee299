import { redirect, type LoaderFunctionArgs } from "react-router"
import { requireTenant } from "../tenant.server.ts"

/** The home page is the default stock search until the landing page arrives. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireTenant(request)
  return redirect("/search/new-used-and-demo-cars")
}
