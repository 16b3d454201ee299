import type { DeliveryEstimate } from "@dealer/core/locations"
import type { Story } from "@ladle/react"
import { DeliveryCalculatorForm } from "./delivery-calculator-form.tsx"
import { never, StoryPage, useOnMount } from "./test/story-page.tsx"
import { useDeliveryCalculator } from "./use-delivery-calculator.ts"

const regional = async (): Promise<DeliveryEstimate> => ({ found: true, price: 349, name: "Regional" })
const noEstimate = async (): Promise<DeliveryEstimate> => ({ found: false, reason: "no-estimate", message: "" })

function Calculator(props: {
  readonly lookup: (postcode: string) => Promise<DeliveryEstimate>
  readonly postcode?: string
  readonly submitOnMount?: boolean
}) {
  const delivery = useDeliveryCalculator(
    { lookupDeliveryPrice: props.lookup },
    props.postcode === undefined ? {} : { postcode: props.postcode }
  )
  useOnMount(() => {
    if (props.submitOnMount) delivery.submit()
  })
  return <DeliveryCalculatorForm delivery={delivery} className="delivery-calculator" />
}

export const Idle: Story = () => (
  <StoryPage>
    <Calculator lookup={regional} />
  </StoryPage>
)
export const EmptyPostcode: Story = () => (
  <StoryPage>
    <Calculator lookup={regional} submitOnMount />
  </StoryPage>
)
export const InvalidPostcode: Story = () => (
  <StoryPage>
    <Calculator lookup={regional} postcode="421" submitOnMount />
  </StoryPage>
)
export const Loading: Story = () => (
  <StoryPage>
    <Calculator lookup={never} postcode="4215" submitOnMount />
  </StoryPage>
)
export const Result: Story = () => (
  <StoryPage>
    <Calculator lookup={regional} postcode="4215" submitOnMount />
  </StoryPage>
)
export const NoEstimate: Story = () => (
  <StoryPage>
    <Calculator lookup={noEstimate} postcode="0872" submitOnMount />
  </StoryPage>
)
export const LookupFailed: Story = () => (
  <StoryPage>
    <Calculator lookup={() => Promise.reject(new Error("502"))} postcode="4215" submitOnMount />
  </StoryPage>
)
