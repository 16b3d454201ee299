import type { FacetControlView } from "@dealer/core"
import { SearchFacetDropdown } from "./search-facet-dropdown.tsx"
import { SearchFacetMenu } from "./search-facet-menu.tsx"
import { SearchFacetSelect } from "./search-facet-select.tsx"

/** One facet drawn with the site's facet selector (menu, dropdown or select), as core decided. */
export function SearchFacetControl({ control }: { readonly control: FacetControlView }) {
  switch (control.kind) {
    case "menu":
      return <SearchFacetMenu section={control.section} />
    case "dropdown":
      return <SearchFacetDropdown control={control} />
    case "select":
      return <SearchFacetSelect control={control} />
  }
}
