import { offerPage, pageTitle } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { notFound } from "../components/content/not-found.server.ts"
import { OfferArticle } from "../components/content/offer-article.tsx"
import { requireTenant } from "../tenant.server.ts"
import "../styles/content.css"

/** /offers/{id}: one running promotion; an unknown or expired one answers 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  const offer = offerPage(tenant.promotions.offers, params.id ?? "", new Date(), tenant.texts)
  if (!offer) notFound(tenant)
  return { siteName: tenant.name, offer }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.offer.title], page?.siteName) }
]

export default function OfferRoute() {
  return <OfferArticle offer={useLoaderData<typeof loader>().offer} />
}
