/**
 * The finance texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * The finance button reuses the stock text `getFinance` ("Get Finance") and the weekly suffix reuses `perWeek`.
 *
 * @example
 * import { financeTexts } from "@dealer/core/finance"
 * import { fillText } from "@dealer/core/tenant"
 *
 * fillText(financeTexts.financeAmountOutOfBounds, { min: "$1,000", max: "$100,000" })
 */
export const financeTexts = {
  /** Shown instead of a repayment at or below $25 (section 5). */
  financeEnquire: "Enquire for Finance",
  /** Loan amount at or beyond its bounds (sections 5 and 8); amounts formatted as money. */
  financeAmountOutOfBounds: "Cannot be less than {min} or more than {max}",
  financeShowMore: "Show More",
  financeShowLess: "Show Less",
  financeWeekly: "Weekly",
  financeFortnightly: "Fortnightly",
  financeMonthly: "Monthly",
  financePerMonth: "/month",
  financePerFortnight: "/fortnight",
  financeInterestRate: "Interest Rate",
  financeComparisonRate: "Comparison Rate",
  financeTerm: "Term",
  financeTermYears: "{years} years",
  financeDeposit: "Deposit",
  financeBalloon: "Balloon",

  // Labels the specification names but does not word (docs/flows/finance.md, Decisions).
  financeLoanAmount: "Loan Amount",
  financeLoanTerm: "Loan Term",
  financeDepositTradeIn: "Deposit / Trade-in",
  financeResidual: "Residual",
  financePaymentFrequency: "Payment Frequency",
  financeRepaymentLabel: "Estimated Repayment",
  financeTotalPayable: "Total Payable",
  /** The fuel cost calculator (001 sections 2 and 5), in the specification's units ($/L, kms/week, L/100km). */
  fuelCalculatorTitle: "Fuel Cost Calculator",
  fuelPricePerLitre: "Fuel price ($/L)",
  fuelKmPerWeek: "Distance (kms/week)",
  fuelConsumption: "Fuel consumption (L/100km)",
  fuelCostResult: "Estimated fuel cost: {cost} per week",
  fuelCostNote: "An estimate only: your fuel costs depend on how and where you drive.",
  /** The personalised finance page of one car (`/personalised/finance?car_id=`, section 2). */
  personalisedFinanceTitle: "Your Personalised Finance",
  personalisedFinanceIntro: "Work out repayments for this car, then send us a finance enquiry about it.",
  /** The search page's Cash or Finance choice of how card prices show (the `PriceDisplay` entry, section 9). */
  priceDisplayLegend: "Show prices as",
  priceDisplayCash: "Cash",
  priceDisplayFinance: "Finance",
  /** The finance figure a card leads with when the shopper shows prices as finance. */
  priceDisplayRepaymentLabel: "Finance from",
  /** The finance disclaimer dialog (section 2) and its trigger. */
  financeDisclaimerTitle: "Finance Disclaimer",
  financeDisclaimerButton: "Disclaimer",
  financeDisclaimerLoading: "Loading...",
  financeDisclaimerClose: "Close",
  /**
   * The generic disclaimer: the calculator's unless the caller supplies one, and the dialog's when the
   * lender has none or it cannot be loaded. Built on the section 9 comparison example ($30,000 over
   * 5 years, 6.29% rate, 8.19% comparison rate).
   */
  financeDisclaimer:
    "Repayments shown are an estimate only and do not constitute a quote or an offer of finance. Comparison rate of 8.19% p.a. based on a secured loan of $30,000 over 5 years at 6.29% p.a. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate."
} as const
