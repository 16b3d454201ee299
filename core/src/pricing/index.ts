export {
  BELOW_MARKET_MARGIN,
  belowMarketBadge,
  belowMarketBadgeText,
  type BelowMarketBadge,
  type MarketBasis
} from "./below-market-badge.ts"
export { currentPrice, hasListedPrice, PLACEHOLDER_PRICE_LIMIT } from "./current-price.ts"
export { DeliveryEstimateResponse } from "./delivery-estimate.ts"
export { formatMoney, formatThousands } from "./money.ts"
export { formatKmInput, formatPriceInput, parseAmountInput } from "./price-input.ts"
export { priceDisplay, type PriceDisplay, type PriceDisplayContext } from "./price-display.ts"
export { priceQuickPicks, type PriceQuickPick } from "./price-quick-picks.ts"
export { roundToNearestThousand } from "./range-rounding.ts"
