import { ONLINE_PAYMENT_PATH, paidPaymentPath, signInUrl, pageTitle } from "@dealer/core"
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
import { OnlinePaymentForm, type OnlinePaymentAttempt } from "../components/gated/online-payment-form.tsx"
import { callApiAction } from "../components/saved/api-proxy.server.ts"
import { FORM_TOKEN_FIELD, formIdempotencyKey } from "../server/form-idempotency.server.ts"
import { onlinePaymentPage } from "../server/online-payment.server.ts"
import { postedEntries } from "../server/wizard-step-action.server.ts"
import { requireTenant } from "../tenant.server.ts"
import { action as payAction } from "./api/online-payments.ts"
import "../styles/gated-pages.css"

/** Online Payment: a signed-in customer pays an invoice or deposit; always behind sign-in. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant, services } = await requireTenant(request)
  return onlinePaymentPage(request, tenant, services)
}

interface RefusedAnswer {
  readonly error?: { readonly message?: string; readonly fields?: ReadonlyArray<{ path: string; message: string }> }
}

/** Paying runs the platform API's own call; its refusals come back beside the fields. */
export async function action(args: ActionFunctionArgs): Promise<OnlinePaymentAttempt | Response> {
  const { tenant } = await requireTenant(args.request)
  const form = await postedEntries(args.request, tenant.texts)
  const values = { reference: form.reference ?? "", amount: form.amount ?? "" }
  const path = "/api/online-payments"
  const answer = await callApiAction(payAction, args, path, values, formIdempotencyKey(args, path, values, form[FORM_TOKEN_FIELD]))
  if (answer.status === 401) return redirect(signInUrl({ type: "online-payment", redirect: ONLINE_PAYMENT_PATH, back: null }))
  if (answer.ok) {
    const { payment } = (await answer.json()) as { payment: { id: number } }
    // Post, redirect, get: a reload shows the confirmation and pays nothing twice.
    return redirect(paidPaymentPath(payment.id))
  }
  const body = (await answer.json().catch(() => ({}))) as RefusedAnswer
  const fieldError = (path: string) => body.error?.fields?.find((field) => field.path === path)?.message
  const errors = { reference: fieldError("reference"), amount: fieldError("amount") }
  const anyField = errors.reference !== undefined || errors.amount !== undefined
  return {
    errors,
    error: anyField ? null : (body.error?.message ?? tenant.texts.unexpectedError),
    values
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: pageTitle([page?.view.title], page?.siteName) },
  { name: "robots", content: "noindex" }
]

export default function OnlinePaymentPage() {
  const { view } = useLoaderData<typeof loader>()
  const attempt = useActionData<typeof action>() ?? null
  const busy = useNavigation().state === "submitting"
  return (
    <main className="gated-page online-payment">
      <h1>{view.title}</h1>
      {view.done ? (
        <section className="gated-page__panel online-payment__done" aria-labelledby="online-payment-done-heading">
          <h2 id="online-payment-done-heading">{view.done.heading}</h2>
          <p role="status">
            {view.done.text} {view.done.testModeText}
          </p>
          <p>
            {view.done.referenceLabel}: <strong className="online-payment__reference">{view.done.paymentReference}</strong>
          </p>
          <p>
            <Link to={ONLINE_PAYMENT_PATH}>{view.done.anotherLabel}</Link>
          </p>
        </section>
      ) : (
        <>
          <p>{view.intro}</p>
          <OnlinePaymentForm view={view} attempt={attempt} busy={busy} />
        </>
      )}
    </main>
  )
}
