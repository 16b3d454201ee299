/**
 * The spin-to-win page's texts (the specification names the route but gives no words); a tenant may
 * override each (see `TenantConfig.texts`). `{prize}` is the prize won.
 */
export const spinToWinTexts = {
  spinPrizesHeading: "Prizes",
  spinTermsHeading: "Terms and conditions",
  spinButton: "Spin the wheel",
  spinOncePerShopper: "One spin per customer.",
  spinResultHeading: "Your result",
  spinResultWon: "You won: {prize}",
  spinResultClaim: "Show this page or quote your mobile number at the dealership to claim your prize.",
  spinAlreadySpun: "You've already had your spin for this promotion."
} as const
