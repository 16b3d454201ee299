import { pageTitle, browserText } from "@dealer/core"
import { Form, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router"
import { GarageEnquiries } from "../components/checkout/garage-enquiries.tsx"
import { GarageReservations } from "../components/checkout/garage-reservations.tsx"
import { Price } from "../components/price.tsx"
import { callApiAction } from "../components/saved/api-proxy.server.ts"
import { SavedCarItem } from "../components/saved/saved-car-item.tsx"
import { garagePage } from "../server/garage-page.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { action as signOutAction } from "./api/auth-sign-out.ts"
import { usePageTexts } from "../components/page-tenant.tsx"
import "../styles/saved.css"
import "../styles/checkout.css"

/** My Garage: the signed-in shopper's watchlist, reservations and enquiries; always behind sign-in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  return garagePage(request, tenant, services)
}

/** Signing out runs the platform API's own call. */
export async function action(args: ActionFunctionArgs) {
  const answer = await callApiAction(signOutAction, args, "/api/auth/sign-out", {})
  const cookie = answer.headers.get("Set-Cookie")
  return redirect("/", cookie ? { headers: { "Set-Cookie": cookie } } : undefined)
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page ? browserText(page.texts, "garageTitle") : undefined], page?.siteName) },
  { name: "robots", content: "noindex" }
]

export default function MyGaragePage() {
  const { texts: sentTexts, watchlist, reservations, enquiries } = useLoaderData<typeof loader>()
  const texts = usePageTexts(sentTexts)
  return (
    <main className="saved garage">
      <div className="saved__title-row">
        <h1>{texts.garageTitle}</h1>
        <Form method="post">
          <button type="submit" name="intent" value="sign-out" className="button button--quiet">
            {texts.garageSignOut}
          </button>
        </Form>
      </div>
      <GarageReservations
        heading={texts.garageReservationsHeading}
        empty={texts.garageReservationsEmpty}
        reservations={reservations}
      />
      <section className="saved__section" aria-labelledby="garage-watchlist">
        <h2 id="garage-watchlist">{texts.garageWatchlistHeading}</h2>
        {watchlist.length === 0 ? (
          <p className="saved__empty">{texts.garageWatchlistEmpty}</p>
        ) : (
          <ul className="saved__list garage-watchlist">
            {watchlist.map((car) => (
              <SavedCarItem key={car.id} title={car.title} href={car.href} imageUrl={car.imageUrl} detail={<Price price={car.price} />} />
            ))}
          </ul>
        )}
      </section>
      <GarageEnquiries heading={texts.garageEnquiriesHeading} empty={texts.garageEnquiriesEmpty} enquiries={enquiries} />
    </main>
  )
}
