import { pageTitle } from "@dealer/core"
import { findModel, modelPageView } from "@dealer/core/models"
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { ModelPage } from "../components/models/model-page.tsx"
import { requireTenant } from "../tenant.server.ts"
import { pageTenant } from "../server/page-tenant.server.ts"
import { usePageTenant, PageTenantProvider } from "../components/page-tenant.tsx"
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
    tenant: pageTenant(tenant),
    view,
    driverAssistanceExpanded: query.get("assistance") === "all"
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.view.name], page?.tenant.name) }
]

/** /models/{slug}: one model's page, in the tenant's model page layout. */
export default function ModelRoute() {
  const { tenant: sentTenant, view, driverAssistanceExpanded } = useLoaderData<typeof loader>()
  const tenant = usePageTenant(sentTenant)
  return (
    <PageTenantProvider tenant={tenant}>
      {/* A new model starts its colour picker and lists afresh. */}
      <ModelPage key={view.id} view={view} driverAssistanceExpanded={driverAssistanceExpanded} />
    </PageTenantProvider>
  )
}
