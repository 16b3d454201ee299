import type { Texts } from "../tenant/texts.ts"
import type { Model } from "./model.ts"

/** Where the variant price card's button leads before a model is released. */
export const REGISTER_INTEREST_ANCHOR = "#register-interest-form"
/** Where it leads otherwise. */
export const MODEL_TEST_DRIVE_PATH = "/book-test-drive"

/** The button of a variant price card. */
export interface VariantAction {
  readonly kind: "test-drive" | "register-interest"
  readonly text: string
  readonly href: string
}

/**
 * A coming-soon model's variant button reads 'Register Interest' and goes to the register-interest
 * form; any other model's reads 'Test Drive' and goes to /book-test-drive (document 001, section 4).
 *
 * @example
 * import { variantAction } from "@dealer/core/models"
 * import { defaultTexts } from "@dealer/core/tenant"
 *
 * variantAction({ status: "coming_soon" }, defaultTexts) // => { kind: "register-interest", text: "Register Interest", href: "#register-interest-form" }
 */
export function variantAction(
  model: Pick<Model, "status">,
  texts: Pick<Texts, "modelTestDriveButton" | "modelRegisterInterestButton">
): VariantAction {
  return model.status === "coming_soon"
    ? { kind: "register-interest", text: texts.modelRegisterInterestButton, href: REGISTER_INTEREST_ANCHOR }
    : { kind: "test-drive", text: texts.modelTestDriveButton, href: MODEL_TEST_DRIVE_PATH }
}
