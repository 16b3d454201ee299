import type { ModelPageView } from "@dealer/core/models"
import { Suspense } from "react"
import { deferredComponent } from "../deferred-component.tsx"
import { DiscoverBlock } from "./discover-block.tsx"
import { DriverAssistanceList } from "./driver-assistance-list.tsx"
import { ModelColourPicker } from "./model-colour-picker.tsx"
import { ModelHero } from "./model-hero.tsx"
import { ModelSpecs } from "./model-specs.tsx"
import { OwnerBenefits } from "./owner-benefits.tsx"
import { RegisterInterest } from "./register-interest.tsx"
import { VariantCards } from "./variant-cards.tsx"

// The carousel's statechart and arrows load after the page is interactive.
const ModelGallery = deferredComponent(() => import("./model-gallery.tsx").then((module) => module.ModelGallery))

/**
 * A model page: sections the tenant's layout leaves out arrive as null and render nothing, so the
 * plain layout is the hero, colour picker and variant cards, and the brand layout adds the rest.
 */
export function ModelPage({
  view,
  driverAssistanceExpanded
}: {
  readonly view: ModelPageView
  readonly driverAssistanceExpanded: boolean
}) {
  return (
    <main className="model-page">
      <ModelHero view={view} />
      <ModelSpecs specs={view.specs} brochure={view.brochure} />
      {view.gallery && (
        <Suspense fallback={null}>
          <ModelGallery gallery={view.gallery} />
        </Suspense>
      )}
      {view.driverAssistance && (
        <DriverAssistanceList
          heading={view.driverAssistance.heading}
          systems={view.driverAssistance.systems}
          initiallyExpanded={driverAssistanceExpanded}
        />
      )}
      <VariantCards heading={view.variantsHeading} cards={view.variants} />
      <ModelColourPicker data={view.colourPicker} heading={view.coloursHeading} />
      {view.ownerBenefits && <OwnerBenefits benefits={view.ownerBenefits} />}
      {view.discover && <DiscoverBlock block={view.discover} />}
      {view.registerInterest && <RegisterInterest section={view.registerInterest} />}
    </main>
  )
}
