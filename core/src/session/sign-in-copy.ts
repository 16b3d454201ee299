import type { Texts } from "../tenant/texts.ts"
import type { SignInType } from "./sign-in-type.ts"
import type { signInTexts } from "./sign-in-texts.ts"

type SignInTextKey = keyof typeof signInTexts

/** The page's heading and sentence for one sign-in `type`. */
export interface SignInCopy {
  readonly title: string
  readonly intro: string
}

const KEYS: { readonly [K in SignInType]: readonly [SignInTextKey, SignInTextKey] } = {
  watchlist: ["signInTitleWatchlist", "signInIntroWatchlist"],
  checkout: ["signInTitleCheckout", "signInIntroCheckout"],
  finance: ["signInTitleFinance", "signInIntroFinance"],
  "car-finance": ["signInTitleCarFinance", "signInIntroCarFinance"],
  "spin-to-win": ["signInTitleSpinToWin", "signInIntroSpinToWin"],
  "online-payment": ["signInTitleOnlinePayment", "signInIntroOnlinePayment"],
  "my-garage": ["signInTitleMyGarage", "signInIntroMyGarage"],
  "trade-in": ["signInTitleTradeIn", "signInIntroTradeIn"]
}

/**
 * What the sign-in page says: the heading and sentence of the reason the visitor was sent there,
 * or the plain "Sign In" and its general sentence when the URL gives no known `type`. Every text is
 * the tenant's (overridable).
 *
 * @example
 * import { signInCopy } from "@dealer/core/session"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * signInCopy("checkout", defaultTexts).title // => "Sign In to Reserve This Car"
 * signInCopy(null, defaultTexts).title // => "Sign In"
 */
export function signInCopy(
  type: SignInType | null,
  texts: Pick<Texts, SignInTextKey | "signInTitle" | "signInIntro">
): SignInCopy {
  if (type === null) return { title: texts.signInTitle, intro: texts.signInIntro }
  const [title, intro] = KEYS[type]
  return { title: texts[title], intro: texts[intro] }
}
