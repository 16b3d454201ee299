// A TypeScript consumer of the packed @dealer/core (`--module nodenext`): the published
// declarations must resolve per subpath and type these calls, and reject a wrong one.
import { createActor, fromPromise } from "xstate"
import {
  connectFinanceDisclaimer,
  financeDisclaimerMachine,
  financeRepayment,
  type FinanceCalculatorInput,
  type FinanceLenders,
  type RepaymentResult
} from "@dealer/core/finance"
import { isOpenNow, openingHoursRows, type OpeningHourEntry, type OpeningHoursRow } from "@dealer/core/hours"
import { priceDisplay, type PriceDisplay } from "@dealer/core/pricing"
import { resolveTexts, type Texts } from "@dealer/core/tenant"
import type { Car } from "@dealer/core"
import corePackage from "@dealer/core/package.json" with { type: "json" }

const texts: Texts = resolveTexts({ noPrice: "Call for price" })
const car: Pick<Car, "price" | "before_price"> = { price: 45990, before_price: 49990 }
const price: PriceDisplay = priceDisplay(car, { offersSubscription: false, texts })
const priceText: string = price.text

const loan: FinanceCalculatorInput = {
  amount: 30000,
  deposit: 0,
  establishmentFee: 0,
  balloon: 0,
  annualRatePercent: 6.29,
  termYears: 5,
  frequency: "monthly"
}
const quote: RepaymentResult = financeRepayment(loan, { roundUp: true })
const repayment: number | null = quote.kind === "quote" ? quote.repayment : null
// @ts-expect-error: a frequency the calculator does not offer.
financeRepayment({ ...loan, frequency: "hourly" }, { roundUp: true })

const hours: ReadonlyArray<OpeningHourEntry> = [{ weekday: 1, status: "Open", open: "08:00", close: "17:00" }]
const rows: ReadonlyArray<OpeningHoursRow> = openingHoursRows(hours, texts)
const open: boolean = isOpenNow({ openingHours: hours, timeZone: "Australia/Brisbane", now: new Date() })

const lenders: FinanceLenders = { car_clarity: { disclaimer: "Rates from 6.29% p.a." } }
const actor = createActor(
  financeDisclaimerMachine.provide({ actors: { loadDisclaimer: fromPromise<FinanceLenders | null, { readonly carId: number }>(async () => lenders) } }),
  { input: { carId: 7, lender: "Car Clarity", texts } }
)
const disclaimerText: string | null = connectFinanceDisclaimer(actor.getSnapshot(), actor.send).text
// @ts-expect-error: the machine accepts only its own events.
actor.send({ type: "SUBMIT" })

const version: string = corePackage.version

export const used = [priceText, repayment, rows, open, disclaimerText, version]
