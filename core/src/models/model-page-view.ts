import { formatMoney } from "../pricing/money.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { brochureLink, type BrochureLink } from "./brochure-link.ts"
import type { ColourPickerState } from "./colour-picker.ts"
import { colourPickerLinks, colourPickerStateFromQuery, type ColourPickerLinks, type ColourPickerQuery } from "./colour-picker-link.ts"
import { discoverBlock, type DiscoverBlock } from "./discover.ts"
import type { Model } from "./model.ts"
import type { ModelColour, ModelColourVariant } from "./model-colour.ts"
import { modelImageUrl, modelSlug } from "./model-dropdown.ts"
import { modelSpecHighlights, type ModelSpecHighlight } from "./model-spec-highlights.ts"
import type { OwnerBenefit } from "./owner-benefit.ts"
import type { ModelsSettings } from "./settings.ts"
import { REGISTER_INTEREST_ANCHOR, variantAction, type VariantAction } from "./variant-action.ts"
import { variantColours } from "./variant-colours.ts"

/** One variant price card. */
export interface VariantCard {
  readonly id: number
  readonly name: string
  readonly fullName: string | null
  readonly imageUrl: string | null
  readonly features: ReadonlyArray<string>
  /** "$39,990 driveaway", or null for a variant without a price. */
  readonly priceText: string | null
  readonly action: VariantAction
}

/** What the colour picker starts from: its data, the selection the URL asks for, and its links. */
export interface ModelColourPickerData {
  readonly variants: ReadonlyArray<ModelColourVariant>
  readonly colours: ReadonlyArray<ModelColour>
  readonly initial: ColourPickerState
  readonly links: ColourPickerLinks
}

/** A model page as rendered; sections the tenant's layout leaves out are null. */
export interface ModelPageView {
  readonly id: number
  readonly name: string
  readonly description: string | null
  readonly heroImageUrl: string | null
  readonly colourPicker: ModelColourPickerData
  readonly coloursHeading: string
  readonly variantsHeading: string
  readonly variants: ReadonlyArray<VariantCard>
  /** The register-interest section a coming-soon model's buttons lead to. */
  readonly registerInterest: {
    readonly anchorId: string
    readonly heading: string
    readonly intro: string
    readonly linkText: string
    readonly href: string
  } | null
  readonly specs: { readonly label: string; readonly items: ReadonlyArray<ModelSpecHighlight> } | null
  readonly brochure: BrochureLink | null
  readonly gallery: {
    readonly label: string
    readonly images: ReadonlyArray<{ readonly id: number; readonly url: string; readonly alt: string }>
  } | null
  readonly driverAssistance: { readonly heading: string; readonly systems: ReadonlyArray<string> } | null
  readonly ownerBenefits: { readonly heading: string; readonly items: ReadonlyArray<OwnerBenefit> } | null
  readonly discover: DiscoverBlock | null
}

/**
 * The model a /models/{slug} address names, or null (the site's 404 page).
 *
 * @example
 * import { findModel } from "@dealer/core/models"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tenant = exampleTenant({ models: { catalogue: [{ id: 7, name: "Tiggo 7 Pro" }, { id: 8, name: "Tiggo 8 Pro Max" }] } })
 *
 * findModel(tenant.models.catalogue, "tiggo-7-pro")?.name // => "Tiggo 7 Pro"
 * findModel(tenant.models.catalogue, "tiggo-4") // => null
 */
export function findModel(catalogue: ReadonlyArray<Model>, slug: string): Model | null {
  const wanted = slug.trim().toLowerCase()
  return catalogue.find((model) => modelSlug(model).toLowerCase() === wanted) ?? null
}

function variantCards(model: Model, texts: Texts): ReadonlyArray<VariantCard> {
  const action = variantAction(model, texts)
  return (model.variants ?? []).map((variant) => ({
    id: variant.id,
    name: variant.name,
    fullName: variant.full_name?.trim() || null,
    imageUrl: variant.image?.url?.trim() || null,
    features: variant.features ?? [],
    priceText:
      variant.price === undefined || variant.price === null || variant.price <= 0
        ? null
        : fillText(texts.modelDriveawayPrice, { price: formatMoney(variant.price) }),
    action
  }))
}

const nonEmpty = <T>(items: ReadonlyArray<T>): ReadonlyArray<T> | null => (items.length > 0 ? items : null)

/**
 * A model page: the colour picker (starting where the URL's `?variant=&colour=` says) and the
 * variant price cards on every layout; on the brand layout also the specification strip, the
 * brochure link, the looping image carousel, the driver assistance systems, the owner benefit
 * cards and the 'Discover' block keyed by the model's id.
 *
 * @example
 * import { modelPageView } from "@dealer/core/models"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const tiggo7 = {
 *   id: 7,
 *   name: "Tiggo 7 Pro",
 *   variants: [{ id: 71, name: "Urban" }, { id: 72, name: "Ultimate" }],
 *   colours: [{ id: 1, name: "Ceramic White", model_variant_name: "Urban" }, { id: 2, name: "Ceramic White", model_variant_name: "Ultimate" }]
 * }
 * const tenant = exampleTenant({ models: { catalogue: [tiggo7] } })
 *
 * modelPageView(tiggo7, tenant.models, tenant.texts, { variant: "2" }).colourPicker.initial // => { variantIndex: 1, colourIndex: 0 }
 */
export function modelPageView(
  model: Model,
  settings: ModelsSettings,
  texts: Texts,
  query: ColourPickerQuery = {}
): ModelPageView {
  const variants = model.variants ?? []
  const colours = model.colours ?? []
  const tabs = variantColours(variants, colours)
  const brand = settings.page_layout === "brand"
  const specs = modelSpecHighlights(model)
  const images = (model.images ?? []).flatMap((image, index) => {
    const url = image.image?.url?.trim()
    return url
      ? [{ id: image.id, url, alt: `${model.name} ${index + 1}` }]
      : []
  })
  const systems = nonEmpty(settings.driver_assistance_systems)
  const benefits = nonEmpty(settings.owner_benefits)
  return {
    id: model.id,
    name: model.name,
    description: model.short_description?.trim() || null,
    heroImageUrl: modelImageUrl(model),
    colourPicker: { variants, colours, initial: colourPickerStateFromQuery(query, tabs), links: colourPickerLinks(tabs) },
    coloursHeading: texts.modelColoursHeading,
    variantsHeading: texts.modelVariantsHeading,
    variants: variantCards(model, texts),
    registerInterest:
      model.status === "coming_soon"
        ? {
            anchorId: REGISTER_INTEREST_ANCHOR.slice(1),
            heading: texts.modelRegisterInterestButton,
            intro: fillText(texts.modelRegisterInterestIntro, { model: model.name }),
            linkText: texts.modelEnquireLink,
            href: "/enquire"
          }
        : null,
    specs: brand && specs.length > 0 ? { label: texts.modelSpecsLabel, items: specs } : null,
    brochure: brand ? brochureLink(model, texts) : null,
    gallery: brand && images.length > 0 ? { label: texts.modelGalleryLabel, images } : null,
    driverAssistance: brand && systems ? { heading: texts.modelDriverAssistanceHeading, systems } : null,
    ownerBenefits: brand && benefits ? { heading: texts.modelOwnerBenefitsHeading, items: benefits } : null,
    discover: brand ? discoverBlock(model.id, settings.discover_by_model_id, texts) : null
  }
}
