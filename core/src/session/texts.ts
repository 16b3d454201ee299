/**
 * The session and watchlist texts of the specification, verbatim; a tenant may override each
 * (see `TenantConfig.texts`). `{name}` is the car's name.
 */
export const sessionTexts = {
  watchlistSavedTitle: "Car Saved In Watchlist",
  watchlistSavedBody: "{name} is now available in your watchlist",
  watchlistRemovedTitle: "Car Removed",
  watchlistRemovedBody: "{name} is no longer in your watchlist",
  watchlistViewList: "View List",
  watchlistUpdateFailed: "We couldn't update your watchlist. Please try again.",
  watchlistSaveLabel: "Save to Watchlist",
  /** The save control's label once the car is on the watchlist (the specification gives none). */
  watchlistSavedLabel: "Saved to Watchlist"
} as const
