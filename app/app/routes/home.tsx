import { homePromotions } from "@dealer/core"
import { useLoaderData, type LoaderFunctionArgs } from "react-router"
import { DismissibleBanner } from "../components/content/dismissible-banner.tsx"
import { FeatureTiles } from "../components/content/feature-tiles.tsx"
import { PromoSlider } from "../components/content/promo-slider.tsx"
import { SalesCounter } from "../components/content/sales-counter.tsx"
import { requireTenant } from "../tenant.server.ts"
import "../styles/content.css"

/** The home page: the running promotions, the service banner, the quick links and the sales counter. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { siteName: tenant.name, texts: tenant.texts, home: homePromotions(tenant.promotions, new Date(), tenant.texts, tenant.content) }
}

export default function HomePage() {
  const { siteName, texts, home } = useLoaderData<typeof loader>()
  return (
    <main className="home-page">
      <h1 className="home-page__title">{siteName}</h1>
      {home.slider ? <PromoSlider slider={home.slider} /> : null}
      {home.bookService ? (
        <DismissibleBanner
          banner={home.bookService}
          name="book-service"
          label={home.bookService.text}
          dismissLabel={texts.bannerDismiss}
          className="site-banner--service"
        />
      ) : null}
      <FeatureTiles tiles={home.featureTiles} label={texts.homeFeaturesLabel} />
      {home.salesCounter ? <SalesCounter counter={home.salesCounter} texts={texts} /> : null}
      <p className="home-page__search">
        <a className="button" href={home.searchLink.href}>
          {home.searchLink.label}
        </a>
      </p>
    </main>
  )
}
