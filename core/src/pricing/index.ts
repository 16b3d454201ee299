export { currentPrice } from "./current-price.ts"
export { formatMoney, formatThousands } from "./money.ts"
export { priceDisplay, type PriceDisplay, type PriceDisplayContext } from "./price-display.ts"
