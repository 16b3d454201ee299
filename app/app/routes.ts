import { index, route, type RouteConfig } from "@react-router/dev/routes"

// The platform API of docs/api.md: resource routes (a loader or an action, no page).
const api = [
  route("api/stock/search", "routes/api/stock-search.ts"),
  route("api/stock/keywords", "routes/api/stock-keywords.ts"),
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
  route("api/reservations", "routes/api/reservations.ts"),
  route("api/reservations/reserve", "routes/api/reservations-reserve.ts"),
  route("api/spin-to-win", "routes/api/spin-to-win.ts"),
  route("api/online-payments", "routes/api/online-payments.ts"),
  route("api/phone-reveals", "routes/api/phone-reveals.ts"),
  route("api/analytics/events", "routes/api/analytics-events.ts"),
  route("dev/outbox", "routes/api/dev-outbox.ts")
]

export default [
  index("routes/home.tsx"),
  route("search/new-used-and-demo-cars", "routes/search.tsx"),
  route("search/:segment/:model?", "routes/search-segment.tsx"),
  // The same listings under the breadcrumb prefix some sites use (only where the tenant's is /used-car).
  route("used-car/:segment/:model?", "routes/search-segment.tsx", { id: "used-car-segment" }),
  route("special-offers", "routes/special-offers.tsx"),
  route("cars/:slug", "routes/car.tsx"),
  route("models/:slug", "routes/model.tsx"),
  route("cars/:slug/enquire/:form", "routes/car-enquiry.tsx"),
  route("contact", "routes/contact.tsx"),
  route("enquire", "routes/enquire.tsx"),
  route("book-test-drive", "routes/book-test-drive.tsx"),
  route("success", "routes/success.tsx"),
  route("finance", "routes/finance.tsx"),
  // The finance page under the names some dealerships use (only where the tenant's finance link is one).
  route("finance-enquiry", "routes/finance.tsx", { id: "routes/finance-enquiry" }),
  route("apply-for-finance", "routes/finance.tsx", { id: "routes/apply-for-finance" }),
  // One car's finance: calculator and enquiry (signed-in only where the tenant gates it).
  route("personalised/finance", "routes/personalised-finance.tsx"),
  route("dealer-locator", "routes/dealer-locator.tsx"),
  route("dealer-locator/places", "routes/dealer-locator-places.ts"),
  // The dealer's locations, and one location's page under each address sites use for it.
  route("dealerships", "routes/dealerships.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("contact-us/:slug", "routes/location.tsx", { id: "contact-us-location" }),
  route("our-location/:slug", "routes/location.tsx", { id: "our-location" }),
  route("locations/:slug", "routes/location.tsx", { id: "location" }),
  route("favourites", "routes/favourites.tsx"),
  route("compare", "routes/compare.tsx"),
  route("watchlist", "routes/watchlist.tsx"),
  route("sign-in", "routes/sign-in.tsx"),
  // Reserve online under the car (the tenant's reserve path), buy online, and the shopper's garage.
  route("cars/:slug/checkout", "routes/checkout.tsx", { id: "car-checkout" }),
  route("cars/:slug/buy-online", "routes/checkout.tsx", { id: "car-buy-online" }),
  route("checkout-journey", "routes/checkout.tsx", { id: "checkout-journey" }),
  route("my-garage", "routes/my-garage.tsx"),
  // The garage under a dealer group's own name (each answers only where the tenant lists it), spin
  // to win and online payment: all behind sign-in.
  ...["mymotorama", "mybigboxcars", "myblinkr", "myservco"].map((path) =>
    route(path, "routes/my-garage.tsx", { id: `garage-${path}` })
  ),
  route("spin-to-win", "routes/spin-to-win.tsx"),
  route("online-payment", "routes/online-payment.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("print", "routes/print.tsx"),
  // One trade-in valuation page under each of its addresses (the car's own under /cars/trade-in).
  route("trade-in", "routes/trade-in.tsx", { id: "trade-in" }),
  route("sell-your-car", "routes/trade-in.tsx", { id: "sell-your-car" }),
  route("sell-my-car", "routes/trade-in.tsx", { id: "sell-my-car" }),
  route("cars/trade-in", "routes/trade-in.tsx", { id: "car-trade-in" }),
  route("vehicle-parts-and-accessories", "routes/vehicle-parts-and-accessories.tsx"),
  // One promotion's page, the tenant's content pages, and its blog and news posts.
  route("offers/:id", "routes/offer.tsx"),
  route("warranty", "routes/content-page.tsx", { id: "content-warranty" }),
  route("about-us", "routes/content-page.tsx", { id: "content-about-us" }),
  route("terms-and-conditions", "routes/content-page.tsx", { id: "content-terms-and-conditions" }),
  route("privacy-policy", "routes/content-page.tsx", { id: "content-privacy-policy" }),
  route("service", "routes/content-page.tsx", { id: "content-service" }),
  route("diamond-advantage", "routes/content-page.tsx", { id: "content-diamond-advantage" }),
  route("eofy", "routes/content-page.tsx", { id: "content-eofy" }),
  route("buying", "routes/content-page.tsx", { id: "content-buying" }),
  route("pages/:slug", "routes/listed-page.tsx"),
  route("blog", "routes/posts.tsx", { id: "blog" }),
  route("blog/vehicle-reviews", "routes/post-category.tsx"),
  route("news", "routes/posts.tsx", { id: "news" }),
  route("blog/:id", "routes/post.tsx", { id: "blog-post" }),
  route("news/:id", "routes/post.tsx", { id: "news-post" }),
  // A group's brand grid, its fixed pages (each answers 404 where the tenant has none), and a brand's
  // overview last, so any route with a static first segment wins over it.
  route("brands", "routes/brands.tsx"),
  ...["twg-cars", "twg-rental", "twg-tyres", "finance-and-insurance", "neotek", "4x4-outdoor"].map((path) =>
    route(path, "routes/group-page.tsx", { id: `group-page-${path}` })
  ),
  ...api,
  route(":brand/overview", "routes/brand-overview.tsx"),
  route("*", "routes/not-found.tsx")
] satisfies RouteConfig
