import { pickTexts, type Texts } from "@dealer/core"

/**
 * The texts the vehicle page renders outside its islands (the headings, the sidebar, the share
 * bar's labels, the no-script forms' titles, the toast region). Its loader sends these, and the
 * islands (gallery, share, phone, forms, calculators) rebuild the whole tenant in their own code,
 * so the texts table stays out of the code the page needs before it is interactive. A text the page
 * reads that is not listed here fails the type check.
 */
const CAR_PAGE_TEXT_KEYS = [
  "carPageBreadcrumbs",
  "carPageShare",
  "carPageFavourite",
  "carPageFavourited",
  "carPagePrint",
  "carPageInfoTabs",
  "carPageKeyInformation",
  "carPageSpecifications",
  "carPageFinanceCalculator",
  "carPageDelivery",
  "carPageDeliveryCopy",
  "carPagePriceComparison",
  "carPageSimilarCars",
  "carPageDisclaimer",
  "carPageViews",
  "carPageSpecIcons",
  "toastDismiss",
  // The forms' titles and the request-photos link (car-enquiry-sections.tsx).
  "requestPhotosTitle",
  "enquireNowTitle",
  "bookTestDrive",
  "findSimilar",
  // The fuel calculator's (core's FuelCalculatorTexts).
  "fuelCalculatorTitle",
  "fuelPricePerLitre",
  "fuelKmPerWeek",
  "fuelConsumption",
  "fuelCostResult",
  "fuelCostNote"
] as const satisfies ReadonlyArray<keyof Texts>

export type CarPageTexts = Pick<Texts, (typeof CAR_PAGE_TEXT_KEYS)[number]>

/** The tenant's texts cut to those the vehicle page renders outside its islands. */
export function carPageTexts(texts: Texts): CarPageTexts {
  return pickTexts(texts, CAR_PAGE_TEXT_KEYS)
}
