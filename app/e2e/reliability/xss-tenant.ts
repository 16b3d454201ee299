import { writeFileSync } from "node:fs"
import path from "node:path"
import { TenantConfig, type Car } from "@dealer/core"
import { Schema } from "effect"
import { DEFAULT_TENANT_SLUG, generateStock, tenantFixtures } from "@dealer/fixtures"
import { openDatabase, seedTenant, type OpenDatabaseOptions } from "@dealer/postgres"
import { ALL_VECTORS, hostile, JAVASCRIPT_URL, vector, XSS_VECTORS } from "./xss-vectors.ts"

export const HOSTILE_TENANT_SLUG = DEFAULT_TENANT_SLUG

/** Labels the hostile texts start with, so a test can find them on the page. */
export const HOSTILE_LABELS = {
  siteName: "Hostile Motors",
  navStock: "Our Stock",
  dealerCommentsTitle: "Dealer Comments",
  dealerComments: "Hostile comments",
  locatorTitle: "Find a Dealership",
  favouritesTitle: "Favourites",
  compareTitle: "Compare Cars",
  filtersTitle: "Filters",
  location: "Hostile Location",
  colour: "Colour",
  model: "Hilux",
  reviewer: "Hostile Reviewer",
  reviewText: "Hostile review",
  offerTitle: "Hostile Offer",
  contentTitle: "Hostile About",
  postTitle: "Hostile Post"
} as const

/** The hostile offer's and post's addresses. */
export const HOSTILE_OFFER_ID = "hostile-offer"
export const HOSTILE_POST_ID = "hostile-post"

/** The hostile tenant's location whose page lists the hostile reviews (its rating shows reviews). */
export const HOSTILE_REVIEWED_LOCATION_SLUG = "metro-toyota-springwood"

/** The fixture tenant with a vector in its name, several visible texts, its locations and its notice. */
export function hostileTenant(): TenantConfig {
  const fixture = tenantFixtures().find((tenant) => tenant.slug === HOSTILE_TENANT_SLUG)
  if (!fixture) throw new Error(`No fixture tenant ${HOSTILE_TENANT_SLUG}`)
  return {
    ...fixture,
    name: hostile(HOSTILE_LABELS.siteName, 0),
    texts: {
      ...fixture.texts,
      frameNavStock: hostile(HOSTILE_LABELS.navStock, 1),
      frameFooterCopyright: `© {year} {name}. ${vector(2)}`,
      dealerCommentsTitle: hostile(HOSTILE_LABELS.dealerCommentsTitle, 4),
      locatorPageTitle: hostile(HOSTILE_LABELS.locatorTitle, 6),
      savedFavouritesTitle: hostile(HOSTILE_LABELS.favouritesTitle, 7),
      compareTitle: hostile(HOSTILE_LABELS.compareTitle, 8),
      searchFiltersTitle: hostile(HOSTILE_LABELS.filtersTitle, 10)
    },
    locations: fixture.locations.map((location, index) => ({
      ...location,
      name: hostile(`${HOSTILE_LABELS.location} ${index}`, index),
      address: { ...location.address, place_url: JAVASCRIPT_URL }
    })),
    promotions: {
      ...fixture.promotions,
      emergency_notice: { message: hostile("Notice", 3), href: JAVASCRIPT_URL },
      offers: [
        {
          id: HOSTILE_OFFER_ID,
          title: hostile(HOSTILE_LABELS.offerTitle, 1),
          summary: ALL_VECTORS,
          body: [...XSS_VECTORS],
          display: true,
          cta_href: "/special-offers",
          cta_label: hostile("Offer button", 2),
          image_alt: hostile("Offer artwork", 3)
        }
      ]
    },
    content: hostileContent(fixture),
    location_reviews: hostileReviews(fixture)
  }
}

/** Content pages and a post whose every dealer text carries the vectors. */
function hostileContent(fixture: TenantConfig): TenantConfig["content"] {
  const page = { title: hostile(HOSTILE_LABELS.contentTitle, 0), sections: [{ heading: vector(1), paragraphs: [...XSS_VECTORS] }] }
  return {
    ...fixture.content,
    about_us: page,
    service: page,
    posts: [
      {
        id: HOSTILE_POST_ID,
        kind: "blog",
        title: hostile(HOSTILE_LABELS.postTitle, 2),
        description: ALL_VECTORS,
        body: [...XSS_VECTORS],
        published: "2025-05-20"
      }
    ]
  }
}

/** Reviews of the reviewed location with vectors in every text a review platform supplies. */
function hostileReviews(fixture: TenantConfig): TenantConfig["location_reviews"] {
  const reviewed = fixture.locations.find((location) => location.slug === HOSTILE_REVIEWED_LOCATION_SLUG)
  if (!reviewed) throw new Error(`No location ${HOSTILE_REVIEWED_LOCATION_SLUG}`)
  return XSS_VECTORS.map((text, index) => ({
    location_id: reviewed.id,
    id: text,
    customer_name: hostile(HOSTILE_LABELS.reviewer, index),
    text: `${HOSTILE_LABELS.reviewText} ${ALL_VECTORS}`,
    rating: 5,
    review_date: text,
    reply_text: hostile("Reply", index + 1),
    reply_date: text
  }))
}

/** The tenant's generated stock with vectors in every free-text field a dealer's feed supplies. */
export function hostileStock(tenant: TenantConfig): ReadonlyArray<Car> {
  return generateStock(tenant, { now: new Date() }).map((car, index) => ({
    ...car,
    name: hostile("Name", index),
    model: index === 0 ? hostile(HOSTILE_LABELS.model, 5) : car.model,
    badge: vector(index),
    series: vector(index + 1),
    colour: hostile(HOSTILE_LABELS.colour, index + 2),
    interior_colour: vector(index + 3),
    dealercomments: `${HOSTILE_LABELS.dealerComments} ${ALL_VECTORS}`,
    location_name: hostile(HOSTILE_LABELS.location, index),
    dealership_name: vector(index + 4),
    file: JAVASCRIPT_URL,
    external_video_url: JAVASCRIPT_URL
  }))
}

/**
 * Stores the hostile tenant with its hostile stock before the app first starts on this database,
 * and writes its settings as the tenant's document into `tenantsDir`: the app stores every tenant's
 * settings at start, so the site's `TENANTS_DIR` must name that folder for the hostile ones to stay.
 */
export async function seedHostileTenant(where: OpenDatabaseOptions, tenantsDir: string): Promise<void> {
  const tenant = hostileTenant()
  writeFileSync(path.join(tenantsDir, `${tenant.slug}.json`), JSON.stringify(Schema.encodeSync(TenantConfig)(tenant)))
  const db = await openDatabase(where)
  try {
    await seedTenant(db, tenant, () => hostileStock(tenant))
  } finally {
    await db.close()
  }
}
