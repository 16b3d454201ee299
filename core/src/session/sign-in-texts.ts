/**
 * The sign-in page's heading and sentence for each reason a visitor is sent there (the `type` of
 * the sign-in URL). The specification names the types but gives no words for them: these are the
 * platform's (decision 0055); a tenant may override each (see `TenantConfig.texts`).
 */
export const signInTexts = {
  signInTitleWatchlist: "Sign In to Save This Car",
  signInIntroWatchlist: "Sign in with your mobile number to save cars to your watchlist.",
  signInTitleCheckout: "Sign In to Reserve This Car",
  signInIntroCheckout: "Sign in with your mobile number to reserve this car online with a refundable deposit.",
  signInTitleFinance: "Sign In to Apply for Finance",
  signInIntroFinance: "Sign in with your mobile number to apply for finance. Your details are kept for your next visit.",
  signInTitleCarFinance: "Sign In for Your Finance Quote",
  signInIntroCarFinance: "Sign in with your mobile number to see a finance quote personalised for this car.",
  signInTitleSpinToWin: "Sign In to Spin to Win",
  signInIntroSpinToWin: "Sign in with your mobile number to spin the wheel. One spin per mobile number.",
  signInTitleOnlinePayment: "Sign In to Pay Online",
  signInIntroOnlinePayment: "Sign in with your mobile number to make a secure online payment to us.",
  signInTitleMyGarage: "Sign In to Your Garage",
  signInIntroMyGarage: "Sign in with your mobile number to see your saved cars and reservations.",
  signInTitleTradeIn: "Sign In to Value Your Car",
  signInIntroTradeIn: "Sign in with your mobile number to get a valuation of your car and keep it for later."
} as const
