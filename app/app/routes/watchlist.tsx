import { carCard, fillText, signInUrl, SITE_PATHS, pageTitle, browserText } from "@dealer/core"
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { Price } from "../components/price.tsx"
import { callApiAction } from "../components/saved/api-proxy.server.ts"
import { SavedCarItem } from "../components/saved/saved-car-item.tsx"
import { pageSession } from "../components/saved/shopper-session.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { action as signOutAction } from "./api/auth-sign-out.ts"
import { action as removeCarAction } from "./api/watchlist-remove-car.ts"
import { postedEntries } from "../server/wizard-step-action.server.ts"
import { pageTexts } from "../server/page-tenant.server.ts"
import { usePageTexts } from "../components/page-tenant.tsx"
import "../styles/saved.css"

/** The watchlist ("View List"): the signed-in shopper's saved cars; signed-out visitors go to sign-in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  const session = await pageSession(request, tenant, services)
  if (session === null) throw redirect(signInUrl({ type: "watchlist", redirect: SITE_PATHS.watchlist, back: null }))
  const now = services.clock()
  const entries = await services.repositories.watchlists.list({ tenantSlug: tenant.slug, userId: session.user.id })
  const cars = await Promise.all(entries.map((entry) => services.stock.findById(tenant.slug, entry.id)))
  return {
    texts: pageTexts(tenant),
    siteName: tenant.name,
    cars: cars.flatMap((car) => (car === null ? [] : [carCard(car, tenant, now)]))
  }
}

/** Removing a car and signing out run the platform API's own actions. */
export async function action(args: ActionFunctionArgs) {
  const { tenant } = await requireTenant(args.request)
  const form = await postedEntries(args.request, tenant.texts)
  if (form.intent === "sign-out") {
    const answer = await callApiAction(signOutAction, args, "/api/auth/sign-out", {})
    const cookie = answer.headers.get("Set-Cookie")
    return redirect("/", cookie ? { headers: { "Set-Cookie": cookie } } : undefined)
  }
  const carId = Number(form.car_id)
  await callApiAction(removeCarAction, args, "/api/watchlist/remove-car", { phone_number: "", car_id: carId })
  return redirect(SITE_PATHS.watchlist)
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.texts, "watchlistTitle") : undefined], page?.siteName) }
]

export default function WatchlistPage() {
  const { texts: sentTexts, cars } = useLoaderData<typeof loader>()
  const texts = usePageTexts(sentTexts)
  return (
    <main className="saved">
      <div className="saved__title-row">
        <h1>{texts.watchlistTitle}</h1>
        <Form method="post">
          <button type="submit" name="intent" value="sign-out" className="button button--quiet">
            {texts.watchlistSignOut}
          </button>
        </Form>
      </div>
      {cars.length === 0 ? (
        <p className="saved__empty">{texts.watchlistEmpty}</p>
      ) : (
        <ul className="saved__list" aria-label={texts.watchlistTitle}>
          {cars.map((car) => (
            <SavedCarItem key={car.id} title={car.title} href={car.href} imageUrl={car.imageUrl} detail={<Price price={car.price} />}>
              <Form method="post">
                <input type="hidden" name="car_id" value={car.id} />
                <button type="submit" name="intent" value="remove" className="button button--quiet" aria-label={fillText(texts.savedRemoveCar, { name: car.title })}>
                  {texts.savedRemove}
                </button>
              </Form>
            </SavedCarItem>
          ))}
        </ul>
      )}
    </main>
  )
}
