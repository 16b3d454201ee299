import { data, type LoaderFunctionArgs } from "react-router"
import { requireTenant } from "../tenant.server.ts"

/** Any path no route claims answers a real 404 page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
}

export default function NotFound() {
  return null
}
