/**
 * The finance texts of the specification, verbatim; a tenant may override each (see `TenantConfig.texts`).
 * The finance button reuses the stock text `getFinance` ("Get Finance") and the weekly suffix reuses `perWeek`.
 *
 * @example
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
  financeInterestRate: "Interest Rate",
  financeComparisonRate: "Comparison Rate",
  financeTerm: "Term",
  financeTermYears: "{years} years",
  financeDeposit: "Deposit",
  financeBalloon: "Balloon"
} as const
