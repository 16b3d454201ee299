import type { Page } from "playwright-core"

/** The checkout page (Reserve Online or Buy Online) with its refundable deposit. */
export class CheckoutPage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.locator("main.checkout h1")
  }

  get carTitle() {
    return this.page.locator(".checkout-car__title")
  }

  get depositText() {
    return this.page.locator(".checkout-deposit p").first()
  }

  get testModeNotice() {
    return this.page.locator(".checkout-deposit__test-mode")
  }

  payButton(label = "Pay $200 (test mode)") {
    return this.page.getByRole("button", { name: label, exact: true })
  }

  get cardInputs() {
    return this.page.locator('input[autocomplete^="cc-"], input[name*="card" i]')
  }

  get refusal() {
    return this.page.locator(".checkout-deposit [role=alert]")
  }

  get confirmation() {
    return this.page.locator("#checkout-reserved-heading")
  }

  get confirmationText() {
    return this.page.locator(".checkout-deposit--done [role=status]")
  }

  get garageLink() {
    return this.page.getByRole("link", { name: "View My Garage" })
  }
}

/** My Garage: reservations, watchlist and enquiries of the signed-in shopper. */
export class GaragePage {
  constructor(private readonly page: Page) {}

  get heading() {
    return this.page.locator("main.garage h1")
  }

  get reservationTitles() {
    return this.page.locator(".garage-reservations .saved-car__title")
  }

  get reservationHolds() {
    return this.page.locator(".garage-reservations .garage-reservation__held")
  }

  get reservationsEmpty() {
    return this.page.locator("[aria-labelledby=garage-reservations] .saved__empty")
  }

  get watchlistTitles() {
    return this.page.locator(".garage-watchlist .saved-car__title")
  }

  get enquiryHeadings() {
    return this.page.locator(".garage-enquiries .garage-enquiry__heading")
  }
}

/** A car's tag (RESERVED, SOLD, ...) on its vehicle page and on its search card. */
export class CarTags {
  constructor(private readonly page: Page) {}

  get onCarPage() {
    return this.page.locator(".car-page__sidebar .car-card__tag")
  }

  get reserveButton() {
    return this.page.locator(".car-page__sidebar .car-buttons a", { hasText: "Reserve Now" })
  }

  onSearchCard(carId: number) {
    return this.page.locator(`article.car-card[data-car-id="${carId}"] .car-card__tag`)
  }
}
