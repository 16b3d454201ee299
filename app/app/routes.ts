import { index, route, type RouteConfig } from "@react-router/dev/routes"

// The platform API of docs/api.md: resource routes (a loader or an action, no page).
const api = [
  route("api/stock/search", "routes/api/stock-search.ts"),
  route("api/cars/:slug", "routes/api/car.ts"),
  route("api/cars/:slug/similar", "routes/api/car-similar.ts"),
  route("api/cars/:slug/view.json", "routes/api/car-views.ts"),
  route("api/cars/:slug/pdf", "routes/api/car-pdf.ts"),
  route("cars/:slug/autogauge", "routes/api/car-autogauge.ts"),
  route("api/manufacturer-locations", "routes/api/manufacturer-locations.ts"),
  route("api/dealership-locations", "routes/api/dealership-locations.ts"),
  route("images/resize", "routes/api/image-resize.ts"),
  route("images/placeholder/:file", "routes/api/car-placeholder-image.ts"),
  route("api/delivery-price", "routes/api/delivery-price.ts"),
  route("api/test-drives/availability", "routes/api/test-drive-availability.ts"),
  route("api/youx/quote", "routes/api/youx-quote.ts"),
  route("api/leads", "routes/api/leads.ts"),
  route("api/trade-in/rego-lookup", "routes/api/trade-in-rego-lookup.ts"),
  route("api/trade-in/adjustments", "routes/api/trade-in-adjustments.ts"),
  route("api/trade-in/offer-accepted", "routes/api/trade-in-offer-accepted.ts"),
  route("api/miscellaneous", "routes/api/miscellaneous.ts"),
  route("api/auth/code", "routes/api/auth-code.ts"),
  route("api/auth/verify", "routes/api/auth-verify.ts"),
  route("api/auth/sign-out", "routes/api/auth-sign-out.ts"),
  route("api/watchlist", "routes/api/watchlist.ts"),
  route("api/watchlist/save-car", "routes/api/watchlist-save-car.ts"),
  route("api/watchlist/remove-car", "routes/api/watchlist-remove-car.ts"),
  route("api/phone-reveals", "routes/api/phone-reveals.ts"),
  route("api/analytics/events", "routes/api/analytics-events.ts"),
  route("dev/outbox", "routes/api/dev-outbox.ts")
]

export default [
  index("routes/home.tsx"),
  route("search/new-used-and-demo-cars", "routes/search.tsx"),
  route("search/:segment/:model?", "routes/search-segment.tsx"),
  route("special-offers", "routes/special-offers.tsx"),
  route("cars/:slug", "routes/car.tsx"),
  route("dealer-locator", "routes/dealer-locator.tsx"),
  route("dealer-locator/places", "routes/dealer-locator-places.ts"),
  route("favourites", "routes/favourites.tsx"),
  route("compare", "routes/compare.tsx"),
  route("watchlist", "routes/watchlist.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("print", "routes/print.tsx"),
  ...api,
  route("*", "routes/not-found.tsx")
] satisfies RouteConfig
