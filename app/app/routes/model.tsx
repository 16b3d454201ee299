import { pageTitle } from "@dealer/core"
import { findModel, modelPageView } from "@dealer/core/models"
import { TenantProvider } from "@dealer/react"
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { ModelPage } from "../components/models/model-page.tsx"
import { requireTenant } from "../tenant.server.ts"
import "../styles/models.css"

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const model = findModel(tenant.models.catalogue, params.slug ?? "")
  if (model === null) {
    throw data({ title: tenant.texts.notFoundTitle, message: tenant.texts.notFoundBody }, { status: 404 })
  }
  const query = new URL(request.url).searchParams
  const view = modelPageView(model, tenant.models, tenant.texts, {
    variant: query.get("variant"),
    colour: query.get("colour")
  })
  // The model catalogue stays on the server: the page needs only this model's view.
  return {
    tenant: { ...tenant, models: { ...tenant.models, catalogue: [] } },
    view,
    driverAssistanceExpanded: query.get("assistance") === "all"
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.view.name], page?.tenant.name) }
]

/** /models/{slug}: one model's page, in the tenant's model page layout. */
export default function ModelRoute() {
  const { tenant, view, driverAssistanceExpanded } = useLoaderData<typeof loader>()
  return (
    <TenantProvider tenant={tenant}>
      {/* A new model starts its colour picker and lists afresh. */}
      <ModelPage key={view.id} view={view} driverAssistanceExpanded={driverAssistanceExpanded} />
    </TenantProvider>
  )
}
