import { fillText, type Texts } from "../tenant/texts.ts"
import type { PaymentMode } from "./checkout-view.ts"
import { formatCents } from "./online-payment-amount.ts"
import type { OnlinePayment } from "./online-payment.ts"
import type { OnlinePaymentSettings } from "./online-payment-settings.ts"

/** The online payment page: its form's words, and the confirmation of a payment just made. */
export interface OnlinePaymentView {
  readonly title: string
  readonly intro: string
  readonly referenceLabel: string
  readonly amountLabel: string
  readonly amountHint: string
  readonly payLabel: string
  /** Shown while the provider is in test mode; null with a live provider. */
  readonly testModeNotice: string | null
  readonly done: {
    readonly heading: string
    readonly text: string
    readonly referenceLabel: string
    readonly paymentReference: string
    readonly testModeText: string | null
    readonly anotherLabel: string
  } | null
}

/**
 * The online payment page for the tenant's bounds and payment mode, with the confirmation of
 * `paid` (the customer's payment just made) when there is one.
 *
 * @example
 * import { onlinePaymentView } from "@dealer/core/checkout"
 * import { defaultTexts } from "@dealer/core/tenant"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const settings = exampleTenant().online_payment
 *
 * onlinePaymentView(settings, "test", null, defaultTexts).payLabel // => "Pay now (test mode)"
 */
export function onlinePaymentView(
  settings: OnlinePaymentSettings,
  mode: PaymentMode,
  paid: OnlinePayment | null,
  texts: Texts
): OnlinePaymentView {
  const test = mode === "test"
  return {
    title: texts.onlinePaymentTitle,
    intro: fillText(texts.onlinePaymentIntro, {
      min: formatCents(settings.min_amount_cents),
      max: formatCents(settings.max_amount_cents)
    }),
    referenceLabel: texts.onlinePaymentReferenceLabel,
    amountLabel: texts.onlinePaymentAmountLabel,
    amountHint: texts.onlinePaymentAmountHint,
    payLabel: test ? texts.onlinePaymentPayButtonTestMode : texts.onlinePaymentPayButton,
    testModeNotice: test ? texts.onlinePaymentTestModeNotice : null,
    done:
      paid === null
        ? null
        : {
            heading: texts.onlinePaymentDoneHeading,
            text: fillText(texts.onlinePaymentDoneBody, {
              amount: formatCents(paid.amountCents),
              reference: paid.invoiceReference
            }),
            referenceLabel: texts.onlinePaymentDoneReferenceLabel,
            paymentReference: paid.paymentReference,
            testModeText: paid.testMode ? texts.onlinePaymentDoneTestMode : null,
            anotherLabel: texts.onlinePaymentPayAnother
          }
  }
}
