import { carPath, signInUrl, pageTitle } from "@dealer/core"
import {
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction
} from "react-router"
import { CheckoutCarSummary } from "../components/checkout/checkout-car-summary.tsx"
import { DepositForm } from "../components/checkout/deposit-form.tsx"
import { ReservationConfirmation } from "../components/checkout/reservation-confirmation.tsx"
import { apiErrorMessage, callApiAction } from "../components/saved/api-proxy.server.ts"
import { checkoutPage, checkoutTarget } from "../server/checkout-page.server.ts"
import { FORM_TOKEN_FIELD, formIdempotencyKey } from "../server/form-idempotency.server.ts"
import { postedEntries } from "../server/wizard-step-action.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { action as reserveAction } from "./api/reservations-reserve.ts"
import { usePageTexts } from "../components/page-tenant.tsx"
import "../styles/checkout.css"

/** Reserve Online (`/cars/{slug}/checkout` or `/buy-online`) and Buy Online (`/checkout-journey?car_id=`). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  return checkoutPage(request, params, tenant, services)
}

/** Paying the deposit runs the platform API's own call; a signed-out payer is sent to sign-in first. */
export async function action(args: ActionFunctionArgs): Promise<{ readonly error: string } | Response> {
  const { tenant, services } = await requireTenant(args.request)
  const { car, kind, path } = await checkoutTarget(args.request, args.params, tenant, services)
  const form = await postedEntries(args.request, tenant.texts)
  const apiPath = "/api/reservations/reserve"
  const body = { car_id: car.id, kind }
  const answer = await callApiAction(reserveAction, args, apiPath, body, formIdempotencyKey(args, apiPath, body, form[FORM_TOKEN_FIELD]))
  if (answer.status === 401) return redirect(signInUrl({ type: "checkout", redirect: path, back: carPath(car) }))
  if (!answer.ok) return { error: await apiErrorMessage(answer, tenant.texts.unexpectedError) }
  // Post, redirect, get: the page shows the shopper's reservation, and a reload pays nothing twice.
  return redirect(path)
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.view.title, page?.view.car.title], page?.siteName) },
  { name: "robots", content: "noindex" }
]

export default function CheckoutPage() {
  const { texts: sentTexts, view, carId, carHref, garageHref, reservation } = useLoaderData<typeof loader>()
  const texts = usePageTexts(sentTexts)
  const failed = useActionData<typeof action>()
  const busy = useNavigation().state === "submitting"
  return (
    <main className="checkout">
      <h1>{view.title}</h1>
      {view.intro ? <p className="checkout__intro">{view.intro}</p> : null}
      <CheckoutCarSummary car={view.car} />
      {reservation ? (
        <ReservationConfirmation
          title={texts.checkoutReservedTitle}
          reservation={reservation}
          garageLabel={texts.checkoutViewGarage}
          garageHref={garageHref}
        />
      ) : (
        <DepositForm view={view} carId={carId} error={failed && "error" in failed ? failed.error : null} busy={busy} />
      )}
      <p>
        <Link to={carHref}>{view.backLabel}</Link>
      </p>
    </main>
  )
}
