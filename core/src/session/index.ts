export { DEFAULT_GARAGE_PATH, garagePath, isGaragePath } from "./garage-path.ts"
export { gatedRouteSignInType, routePathname, signInRedirectFor } from "./gated-routes.ts"
export { hasPluginAccess } from "./plugin-access.ts"
export { isSameSitePath, sameSiteRedirect } from "./same-site-path.ts"
export { PluginName, SessionSettings } from "./settings.ts"
export { anonymousSession, isSignedIn, User, type ShopperSession } from "./shopper-session.ts"
export { isSignInType, SignInType } from "./sign-in-type.ts"
export {
  parseSignInUrl,
  SIGN_IN_PATH,
  signInRequestFromParams,
  signInUrl,
  type SignInParamsReader,
  type SignInRequest,
  type SignInUrlError
} from "./sign-in-url.ts"
export { sessionTexts } from "./texts.ts"
export { signInCopy, type SignInCopy } from "./sign-in-copy.ts"
export { signInTexts } from "./sign-in-texts.ts"
export { WatchlistCallBody, WatchlistCallResponse, WatchlistEntry } from "./watchlist-entry.ts"
export { watchlistSaveAccess, type WatchlistSaveAccess } from "./watchlist-save-access.ts"
export {
  isOnWatchlist,
  isWatchlistControlShown,
  settleWatchlistToggle,
  toggleWatchlist,
  watchlistToast,
  type WatchlistAction,
  type WatchlistSettled,
  type WatchlistToast,
  type WatchlistToggle
} from "./watchlist-toggle.ts"
export { connectSignInGate, type SignInGateApi } from "./sign-in-gate-connect.ts"
export { signInGateMachine, type SignInGateEvent, type SignInGateMachineInput } from "./sign-in-gate-machine.ts"
export { connectWatchlist, type WatchlistApi, type WatchlistControl } from "./watchlist-connect.ts"
export { watchlistTexts } from "./watchlist-texts.ts"
export {
  WATCHLIST_CALL_TIMEOUT_MS,
  WATCHLIST_TOAST_MS,
  watchlistMachine,
  type WatchlistAlertEmitted,
  type WatchlistCar,
  type WatchlistEvent,
  type WatchlistMachineInput,
  type WatchlistTexts
} from "./watchlist-machine.ts"
