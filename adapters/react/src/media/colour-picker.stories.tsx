import type { ModelColour } from "@dealer/core/models"
import { exampleTenant } from "@dealer/core/testing"
import type { Story } from "@ladle/react"
import { TenantProvider } from "../tenant/tenant-provider.tsx"
import { ColourPicker } from "./colour-picker.tsx"
import { useColourPicker } from "./use-colour-picker.ts"

const colour = (
  id: number,
  name: string,
  hexCode: string,
  oem_id: string,
  model_variant_name: string
): ModelColour => ({
  id,
  name,
  hexCode,
  oem_id,
  model_variant_name
})

const tiggoVariants = [{ name: "Urban" }, { name: "Ultimate", full_name: "Tiggo 8 Pro Max Ultimate" }]
const tiggoColours = [
  colour(1, "Ceramic White", "#f4f4f4", "wagon", "Urban"),
  colour(2, "Carbon Crystal Black", "#111111", "wagon", "Urban"),
  colour(3, "Lunar Grey", "#8a8d8f", "wagon", "Urban"),
  colour(4, "Velvet Red", "#8b1e2b", "wagon", "Tiggo 8 Pro Max Ultimate"),
  colour(5, "Sea Blue", "#1f4e79", "wagon", "Tiggo 8 Pro Max Ultimate")
]

const hexes = ["#f4f4f4", "#111111", "#8a8d8f", "#8b1e2b", "#1f4e79", "#c0a062"]
const styles = ["dual_cab", "extra_cab", "single_cab"]
/** A ute range: 18 colours over three cab styles, enough for the body-style tab row. */
const uteColours = Array.from({ length: 18 }, (_, i) =>
  colour(i + 1, `Colour ${i + 1}`, hexes[i % hexes.length] ?? "#ffffff", styles[Math.floor(i / 6)] ?? "dual_cab", "SR5")
)

/** The components are unstyled; the story gives the swatches a size so they can be seen and clicked. */
const css = `.colour-picker [role="radio"] { width: 2rem; height: 2rem; margin: 0.25rem; border-radius: 50%; border: 1px solid #888 }
.colour-picker [aria-checked="true"], .colour-picker [aria-selected="true"] { outline: 3px solid #1f4e79 }`

function Picker({
  variants,
  colours
}: {
  readonly variants: typeof tiggoVariants
  readonly colours: ReadonlyArray<ModelColour>
}) {
  return (
    <>
      <style>{css}</style>
      <ColourPicker picker={useColourPicker(variants, colours)} className="colour-picker" />
    </>
  )
}

export const VariantTabs: Story = () => (
  <TenantProvider tenant={exampleTenant()}>
    <Picker variants={tiggoVariants} colours={tiggoColours} />
  </TenantProvider>
)

export const BodyStyleTabs: Story = () => (
  <TenantProvider tenant={exampleTenant()}>
    <Picker variants={[{ name: "SR5" }]} colours={uteColours} />
  </TenantProvider>
)
