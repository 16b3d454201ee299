// A consumer of the packed @dealer/core in plain Node ESM: no TypeScript, no bundler, no loader.
import { createActor, fromPromise, waitFor } from "xstate"
import { connectFinanceDisclaimer, financeDisclaimerMachine, financeRepayment } from "@dealer/core/finance"
import { isOpenNow, openingHoursRows } from "@dealer/core/hours"
import { priceDisplay } from "@dealer/core/pricing"
import { resolveTexts } from "@dealer/core/tenant"
import { resolveTexts as fromRoot } from "@dealer/core"

const equal = (actual, expected, what) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
  }
}

const texts = resolveTexts({ noPrice: "Call for price" })
equal(fromRoot === resolveTexts, true, "the root and the subpath share one module")

const price = priceDisplay({ price: 45990, before_price: 49990 }, { offersSubscription: false, texts })
equal(price, { kind: "price", amount: 45990, text: "$45,990", wasText: "$49,990" }, "price display")
equal(priceDisplay({ price: 0 }, { offersSubscription: false, texts }).text, "Call for price", "no price")

const loan = { amount: 30000, deposit: 0, establishmentFee: 0, balloon: 0, annualRatePercent: 6.29, termYears: 5 }
const quote = financeRepayment({ ...loan, frequency: "monthly" }, { roundUp: true })
equal([quote.kind, quote.repayment, quote.periods], ["quote", 585, 60], "repayment")

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:00", close: "17:00" }))
const hours = [...weekdays, { weekday: 6, status: "Open", open: "08:00", close: "12:00" }, { weekday: 0, status: "Closed" }]
equal(
  openingHoursRows(hours, texts).map((row) => `${row.days} ${row.hours}`),
  ["Mon-Fri 8:00am - 5:00pm", "Sat 8:00am - 12:00pm", "Sun Closed"],
  "opening hours"
)
// Monday 10:30am and Sunday 10:30am in Brisbane.
equal(isOpenNow({ openingHours: hours, timeZone: "Australia/Brisbane", now: new Date("2025-06-02T00:30:00Z") }), true, "open")
equal(isOpenNow({ openingHours: hours, timeZone: "Australia/Brisbane", now: new Date("2025-06-01T00:30:00Z") }), false, "closed")

const loadDisclaimer = fromPromise(async () => ({ car_clarity: { disclaimer: "Rates from 6.29% p.a." } }))
const actor = createActor(financeDisclaimerMachine.provide({ actors: { loadDisclaimer } }), {
  input: { carId: 7, lender: "Car Clarity", texts }
}).start()
connectFinanceDisclaimer(actor.getSnapshot(), actor.send).show()
const loaded = await waitFor(actor, (snapshot) => snapshot.matches({ content: "loaded" }))
const dialog = connectFinanceDisclaimer(loaded, actor.send)
equal([dialog.open, dialog.text], [true, "Rates from 6.29% p.a."], "finance disclaimer statechart")
actor.stop()

console.log("consumer ok")
