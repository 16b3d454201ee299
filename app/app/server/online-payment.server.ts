import {
  fillText,
  onlinePaymentView,
  parseOnlinePayment,
  type OnlinePayment,
  type PlatformRepositories,
  type Tenant,
  type User
} from "@dealer/core"
import { redirect } from "react-router"
import { ApiError, invalidInput } from "./api-error.server.ts"
import type { Services } from "./create-services.server.ts"
import { gatedPageSession } from "./route-gate.server.ts"

/**
 * The online payment page, always behind sign-in: the form, or the confirmation of the shopper's
 * own payment named by `?paid=` (anyone else's is not shown).
 */
export async function onlinePaymentPage(request: Request, tenant: Tenant, services: Services) {
  const session = await gatedPageSession(request, tenant, services)
  // Core gates this page on every tenant; a session is here unless that rule changes.
  if (session === null) throw redirect("/")
  const paidId = Number(new URL(request.url).searchParams.get("paid"))
  const paid = Number.isSafeInteger(paidId) && paidId > 0
    ? await services.repositories.onlinePayments.findForUser({ tenantSlug: tenant.slug, userId: session.user.id }, paidId)
    : null
  return {
    siteName: tenant.name,
    view: onlinePaymentView(tenant.online_payment, services.payments.mode, paid, tenant.texts)
  }
}

/**
 * Checks the form with core's rule (400 naming each bad field in the tenant's words), takes the
 * payment through the payment provider (402 when declined, nothing stored) and records it.
 *
 * @example
 * const payment = await payOnline(services, tenant, user, { reference: "INV-1", amount: "249.95" }, repositories, now)
 */
export async function payOnline(
  services: Pick<Services, "payments">,
  tenant: Tenant,
  user: User,
  input: { readonly reference: string; readonly amount: string },
  repositories: PlatformRepositories,
  now: Date
): Promise<OnlinePayment> {
  const parsed = parseOnlinePayment(input, tenant.online_payment, tenant.texts)
  if (parsed.kind === "invalid") {
    throw invalidInput(Object.entries(parsed.errors).map(([path, message]) => ({ path, message })))
  }
  const { reference, amountCents } = parsed.payment
  const payment = await services.payments.chargePayment({
    tenantSlug: tenant.slug,
    userId: user.id,
    amountCents,
    currency: "AUD",
    reference,
    description: fillText(tenant.texts.onlinePaymentDescription, { reference })
  })
  if (payment.kind === "declined") throw new ApiError(402, "payment_declined", { key: "onlinePaymentDeclined" })
  return repositories.onlinePayments.record({
    tenantSlug: tenant.slug,
    userId: user.id,
    invoiceReference: reference,
    amountCents,
    paymentReference: payment.reference,
    testMode: services.payments.mode === "test",
    now
  })
}

/**
 * A payment as the API answers it (snake case, time as ISO text).
 *
 * @example
 * reply({ payment: onlinePaymentJson(payment) }, 201)
 */
export const onlinePaymentJson = (payment: OnlinePayment) => ({
  id: payment.id,
  invoice_reference: payment.invoiceReference,
  amount_cents: payment.amountCents,
  currency: "AUD",
  payment_reference: payment.paymentReference,
  test_mode: payment.testMode,
  created_at: payment.createdAt.toISOString()
})
