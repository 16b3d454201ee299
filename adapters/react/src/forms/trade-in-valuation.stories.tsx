import type { TradeInOffer, TradeInVehicle } from "@dealer/core/forms"
import type { Story } from "@ladle/react"
import type { ReactElement } from "react"
import { answers, storyPage, StoryTenant, storyVisitor, useWhen } from "./flow-story-fixtures.tsx"
import { TradeInValuationView } from "./trade-in-valuation-view.tsx"
import { useTradeInValuation } from "./use-trade-in-valuation.ts"

const thisYear = new Date().getFullYear()
const vehicle = (age: number): TradeInVehicle => ({
  id: "val_9",
  year: thisYear - age,
  description: `${thisYear - age} Toyota Corolla Ascent Sport`,
  questions: [
    { id: "accident", label: "Has the car been in an accident?", options: ["Yes", "No"] },
    { id: "keys", label: "How many keys do you have?", options: ["1", "2"] }
  ]
})

interface Script {
  /** Fill in and send the details. */
  readonly details?: boolean
  /** Answer the questions and send them. */
  readonly answer?: boolean
  readonly accept?: boolean
}

function Valuation({
  age = 3,
  script,
  lookupRego,
  submitAdjustments = async () => ({ offer_price: 18_500 }),
  acceptOffer = answers.done
}: {
  readonly age?: number
  readonly script: Script
  readonly lookupRego?: () => Promise<TradeInVehicle>
  readonly submitAdjustments?: () => Promise<TradeInOffer>
  readonly acceptOffer?: () => Promise<void>
}) {
  const valuation = useTradeInValuation(
    {
      page: { ...storyPage, formCategory: "Trade In" },
      locationShown: false,
      stored: script.details ? storyVisitor : null
    },
    {
      lookupRego: lookupRego ?? (async () => vehicle(age)),
      submitLead: answers.lead,
      submitAdjustments,
      acceptOffer,
      store: answers.done,
      track: answers.done
    }
  )
  useWhen(script.details === true, () => {
    valuation.change("rego", "ABC123")
    valuation.change("kms", "45,000")
    valuation.change("finance", "No")
    valuation.submit()
  })
  useWhen(script.answer === true && valuation.stage === "adjustments" && !valuation.busy, () => {
    valuation.answer("accident", "No")
    valuation.answer("keys", "2")
    valuation.submit()
  })
  useWhen(script.accept === true && valuation.stage === "offer" && !valuation.busy, valuation.accept)
  return (
    <>
      <TradeInValuationView valuation={valuation} />
      {valuation.alert ? <p data-story="alert">Browser alert: {valuation.alert}</p> : null}
    </>
  )
}

function EmptyDetailsSubmitted() {
  const valuation = useTradeInValuation(
    { page: storyPage, locationShown: false, stored: null },
    {
      lookupRego: answers.never,
      submitLead: answers.lead,
      submitAdjustments: answers.never,
      acceptOffer: answers.done,
      store: answers.done,
      track: answers.done
    }
  )
  useWhen(true, valuation.submit)
  return <TradeInValuationView valuation={valuation} />
}

const story =
  (element: ReactElement): Story =>
  () => <StoryTenant>{element}</StoryTenant>

export const Details = story(<Valuation script={{}} />)
export const DetailsErrors = story(<EmptyDetailsSubmitted />)
export const LookingUp = story(<Valuation script={{ details: true }} lookupRego={answers.never} />)
export const LookupFailure = story(<Valuation script={{ details: true }} lookupRego={answers.networkDown} />)
export const Adjustments = story(<Valuation script={{ details: true }} />)
export const Valuing = story(<Valuation script={{ details: true, answer: true }} submitAdjustments={answers.never} />)
export const Offer = story(<Valuation script={{ details: true, answer: true }} />)
export const Accepting = story(
  <Valuation script={{ details: true, answer: true, accept: true }} acceptOffer={answers.never} />
)
export const OfferAccepted = story(<Valuation script={{ details: true, answer: true, accept: true }} />)
export const WeWillBeInTouch = story(<Valuation age={10} script={{ details: true }} />)
