import { groupSiteClaims, type GroupSiteClaim } from "../promotions/group-site-claims.ts"
import { searchSlug } from "../search/search-path-scope.ts"
import { brandTileHref } from "../stock/brand-tile-href.ts"
import type { Tenant } from "../tenant/resolve-tenant.ts"
import { fillText, type Texts } from "../tenant/texts.ts"
import { GROUP_BRAND_KINDS, type GroupBrandKind } from "./group-site-constants.ts"
import type { GroupBrand } from "./settings.ts"

/** One brand tile as shown: where it leads, and whether that is another site. */
export interface GroupBrandTileView {
  readonly title: string
  readonly href: string
  /** The tile leads off the site (an external brand site): a plain link that says so. */
  readonly external: boolean
  readonly logoSrc: string | null
  /** The letters a tile without a logo shows in its place. */
  readonly monogram: string
}

/** A section of a dealer group's brands page: its heading and brands. */
export interface GroupBrandSectionView {
  readonly kind: GroupBrandKind
  readonly label: string
  readonly tiles: ReadonlyArray<GroupBrandTileView>
}

/** A dealer group's brands page as shown: its sections. */
export interface GroupBrandsPageView {
  readonly title: string
  readonly sections: ReadonlyArray<GroupBrandSectionView>
  readonly claims: GroupClaimsView | null
}

/** The group claims block (50+ locations, 40+ brands, 30+ years) with its accessible name. */
export interface GroupClaimsView {
  readonly label: string
  readonly claims: ReadonlyArray<GroupSiteClaim>
}

/** A brand's overview on a dealer group's site: its logo, text and links. */
export interface BrandOverviewView {
  readonly title: string
  readonly tile: GroupBrandTileView
  readonly description: string | null
  readonly locationsHeading: string
  readonly locations: ReadonlyArray<{ readonly name: string; readonly href: string; readonly city: string }>
  readonly noLocations: string | null
  readonly stockLink: { readonly href: string; readonly label: string }
  readonly allBrandsLink: { readonly href: string; readonly label: string }
  readonly claims: GroupClaimsView | null
}

type GroupTenant = Pick<Tenant, "name" | "site" | "promotions" | "locations" | "texts">

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href)

const monogram = (title: string) =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("")

/**
 * A brand tile as the mega-menu and /brands show it.
 *
 * @example
 * import { groupBrandTile } from "@dealer/core/site"
 *
 * groupBrandTile({ title: "Kia", slug: "kia", logo_src: "" }).href // => "/kia/overview"
 * groupBrandTile({ title: "TWG Cars", slug: "https://twgcars.example", logo_src: "/logos/twg.svg" }).external // => true
 */
export function groupBrandTile(brand: Pick<GroupBrand, "title" | "slug" | "logo_src">): GroupBrandTileView {
  const href = brandTileHref(brand)
  return {
    title: brand.title,
    href,
    external: isExternal(href),
    logoSrc: brand.logo_src.trim() === "" ? null : brand.logo_src,
    monogram: monogram(brand.title)
  }
}

/**
 * The group claims block, or `null` on a tenant that does not make them.
 *
 * @example
 * import { groupClaimsView } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const metroMotorGroup = exampleTenant({ name: "Metro Motor Group", promotions: { group_site_claims: true } })
 *
 * groupClaimsView(metroMotorGroup)?.claims[0] // => { figure: "50+", label: "Locations" }
 * groupClaimsView(exampleTenant()) // => null
 */
export function groupClaimsView(tenant: Pick<Tenant, "name" | "promotions" | "texts">): GroupClaimsView | null {
  if (!tenant.promotions.group_site_claims) return null
  return { label: fillText(tenant.texts.groupClaimsLabel, { name: tenant.name }), claims: groupSiteClaims(tenant.texts) }
}

const sectionLabel = (kind: GroupBrandKind, texts: Texts) =>
  ({
    car: texts.brandsGroupCars,
    motorcycle: texts.brandsGroupMotorcycles,
    truck: texts.brandsGroupTrucks,
    group: texts.brandsGroupGroup
  })[kind]

/**
 * /brands: the group's brand tiles in sections (section 2, "The brand grid lists car, motorcycle,
 * truck and group brands"), in that order and in the tenant's own order within each; empty
 * sections are left out.
 *
 * @example
 * import { groupBrandsPage } from "@dealer/core/site"
 * import { exampleTenant } from "@dealer/core/testing"
 *
 * const metroMotorGroup = exampleTenant({
 *   name: "Metro Motor Group",
 *   site: {
 *     brand_tiles: [
 *       { title: "Kia", slug: "kia", logo_src: "/logos/kia.svg" },
 *       { title: "Isuzu Trucks", slug: "isuzu-trucks", logo_src: "/logos/isuzu.svg", kind: "truck" },
 *       { title: "TWG Cars", slug: "/twg-cars", logo_src: "/logos/twg.svg", kind: "group" }
 *     ]
 *   }
 * })
 *
 * groupBrandsPage(metroMotorGroup).sections.map((section) => section.kind) // => ["car", "truck", "group"]
 */
export function groupBrandsPage(tenant: GroupTenant): GroupBrandsPageView {
  const sections = GROUP_BRAND_KINDS.map((kind) => ({
    kind,
    label: sectionLabel(kind, tenant.texts),
    tiles: tenant.site.brand_tiles.filter((brand) => brand.kind === kind).map(groupBrandTile)
  })).filter((section) => section.tiles.length > 0)
  return { title: tenant.texts.brandsPageTitle, sections, claims: groupClaimsView(tenant) }
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The brand overview page at `/{brand}/overview`, or `null` (404) when no tile of the tenant leads
 * there: the brand's tile, the group's sales locations that sell its make, and a link to its stock.
 *
 * @example
 * import { brandOverview } from "@dealer/core/site"
 * import { exampleLocation, exampleTenant } from "@dealer/core/testing"
 *
 * const metroMotorGroup = exampleTenant({
 *   name: "Metro Motor Group",
 *   locations: [exampleLocation(21, 201, { name: "Metro Kia Southport", manufacturers: ["Kia"] })],
 *   site: { brand_tiles: [{ title: "Kia", slug: "kia", logo_src: "/logos/kia.svg" }] }
 * })
 *
 * brandOverview(metroMotorGroup, "kia")?.stockLink.href // => "/search/kia"
 * brandOverview(metroMotorGroup, "kia")?.locations.map((location) => location.name) // => ["Metro Kia Southport"]
 * brandOverview(metroMotorGroup, "mazda") // => null
 */
export function brandOverview(tenant: GroupTenant, brandSlug: string): BrandOverviewView | null {
  const target = `/${encodeURIComponent(brandSlug.trim())}/overview`.toLowerCase()
  const brand = tenant.site.brand_tiles.find((candidate) => brandTileHref(candidate).toLowerCase() === target)
  if (!brand) return null
  const make = brand.make ?? brand.title
  const values = { brand: brand.title }
  const locations = tenant.locations
    .filter((location) => location.location_type === "sales" && location.manufacturers.some((m) => sameText(m, make)))
    .map((location) => ({ name: location.name, href: `/locations/${location.slug}`, city: location.address.city }))
  return {
    title: brand.title,
    tile: groupBrandTile(brand),
    description: brand.description ?? null,
    locationsHeading: fillText(tenant.texts.brandOverviewLocations, values),
    locations,
    noLocations: locations.length === 0 ? fillText(tenant.texts.brandOverviewNoLocations, values) : null,
    stockLink: { href: `/search/${searchSlug(make)}`, label: fillText(tenant.texts.brandOverviewStock, values) },
    allBrandsLink: { href: "/brands", label: tenant.texts.brandOverviewAllBrands },
    claims: groupClaimsView(tenant)
  }
}
