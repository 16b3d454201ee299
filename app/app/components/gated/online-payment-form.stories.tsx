import { onlinePaymentView, parseOnlinePayment, resolveTenant } from "@dealer/core"
import { loadTenant, westsideUsedCars } from "@dealer/fixtures"
import type { Story } from "@ladle/react"
import type { ReactNode } from "react"
import { OnlinePaymentForm, type OnlinePaymentAttempt } from "./online-payment-form.tsx"
import "../../styles/gated-pages.css"

// The fixture tenant that takes invoices online from $50 to $5,000.
const tenant = resolveTenant(loadTenant(westsideUsedCars, "story tenant westside-used-cars"))
const testMode = onlinePaymentView(tenant.online_payment, "test", null, tenant.texts)
const live = onlinePaymentView(tenant.online_payment, "live", null, tenant.texts)

/** A post that core's form rule refused, as the route hands it back beside the fields. */
function refusedFields(values: OnlinePaymentAttempt["values"]): OnlinePaymentAttempt {
  const parsed = parseOnlinePayment(values, tenant.online_payment, tenant.texts)
  return { errors: parsed.kind === "invalid" ? parsed.errors : {}, error: null, values }
}

const Page = ({ children }: { readonly children: ReactNode }) => (
  <main className="gated-page online-payment">{children}</main>
)

export const TestMode: Story = () => (
  <Page>
    <OnlinePaymentForm view={testMode} attempt={null} busy={false} />
  </Page>
)

export const LiveProvider: Story = () => (
  <Page>
    <OnlinePaymentForm view={live} attempt={null} busy={false} />
  </Page>
)

export const EmptyFieldsRefused: Story = () => (
  <Page>
    <OnlinePaymentForm view={testMode} attempt={refusedFields({ reference: "", amount: "" })} busy={false} />
  </Page>
)

export const BadReferenceAndAmountTooLarge: Story = () => (
  <Page>
    <OnlinePaymentForm
      view={testMode}
      attempt={refusedFields({ reference: "INV 10#42", amount: "12,000" })}
      busy={false}
    />
  </Page>
)

/** The provider declined: the page's own refusal above the fields, what was typed kept. */
export const PaymentDeclined: Story = () => (
  <Page>
    <OnlinePaymentForm
      view={live}
      attempt={{
        errors: {},
        error: tenant.texts.onlinePaymentDeclined,
        values: { reference: "INV-1042", amount: "249.95" }
      }}
      busy={false}
    />
  </Page>
)

export const Paying: Story = () => (
  <Page>
    <OnlinePaymentForm
      view={testMode}
      attempt={{ errors: {}, error: null, values: { reference: "INV-1042", amount: "249.95" } }}
      busy
    />
  </Page>
)
