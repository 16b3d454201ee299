import type { Texts } from "@dealer/core"
import type { VehicleEnquiryForm } from "@dealer/core/forms"

/** The texts a vehicle page's form headings read. */
export type CarEnquiryTitleTexts = Pick<Texts, "enquireNowTitle" | "bookTestDrive" | "requestPhotosTitle" | "findSimilar">

/** The heading of a vehicle page's form: the button's own words. */
export function carEnquiryTitle(kind: VehicleEnquiryForm, texts: CarEnquiryTitleTexts): string {
  switch (kind) {
    case "enquire":
      return texts.enquireNowTitle
    case "test-drive":
      return texts.bookTestDrive
    case "request-photos":
      return texts.requestPhotosTitle
    case "find-similar":
      return texts.findSimilar
  }
}
