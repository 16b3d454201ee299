import * as Schema from "effect/Schema"
import { AnalyticsSettings } from "../analytics/settings.ts"
import { OnlinePaymentSettings } from "../checkout/online-payment-settings.ts"
import { FinanceSettings } from "../finance/settings.ts"
import { FormsSettings } from "../forms/settings.ts"
import { GaugeSettings } from "../gauge/settings.ts"
import { HoursSettings } from "../hours/settings.ts"
import { SpecialHours } from "../hours/special-hours.ts"
import { Location } from "../locations/location.ts"
import { LocationsSettings } from "../locations/settings.ts"
import { LocationReview } from "../locations/review.ts"
import { MediaSettings } from "../media/settings.ts"
import { ModelsSettings } from "../models/settings.ts"
import { LeadDeliverySettings } from "../platform/lead-destinations.ts"
import { ContentSettings } from "../promotions/content-settings.ts"
import { PromotionsSettings } from "../promotions/settings.ts"
import { SessionSettings } from "../session/settings.ts"
import { SearchSettings } from "../search/settings.ts"
import { Maybe } from "../shared/maybe.ts"
import { withDefault } from "../shared/with-default.ts"
import { ShareSettings } from "../share/settings.ts"
import { BusinessDetails } from "../site/business-details.ts"
import { HomeSettings } from "../site/home-sections.ts"
import { SiteSettings } from "../site/settings.ts"
import { Theme } from "../site/theme.ts"
import { themeContrastIssues } from "../site/theme-contrast.ts"
import { tenantTheme, type ThemedTenant } from "../site/tenant-theme.ts"
import { StockSettings } from "../stock/settings.ts"
import { StorageSettings } from "../storage/settings.ts"
import { defaultTexts, type TextKey } from "./texts.ts"

const textOverrides = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ (Object.keys(defaultTexts) as TextKey[]).map((key) => [key, Schema.optionalKey(Schema.String)])
) as { [K in TextKey]: Schema.optionalKey<Schema.String> }

const Days = /* @__PURE__ */ Schema.Finite.check(/* @__PURE__ */ Schema.isInt(), /* @__PURE__ */ Schema.isGreaterThanOrEqualTo(0))

// A theme is judged as the site shows it: over its make's theme and the platform's default.
function readableTheme(config: ThemedTenant): ReadonlyArray<Schema.FilterIssue> {
  return themeContrastIssues(tenantTheme(config)).map((issue) => ({ path: ["theme"], issue: `theme: ${issue}` }))
}

/**
 * One dealer site's configuration. The top-level fields are the specification's own site config
 * fields; each area's "on some tenants" variants live in its settings section with the
 * specification's defaults, so no rule ever compares a slug.
 *
 * @example
 * import { decodeOrThrow } from "@dealer/core/shared"
 * import { TenantConfig } from "@dealer/core/tenant"
 *
 * const json = { id: 9, slug: "acme", name: "Acme Motors", locations: [] }
 * decodeOrThrow(TenantConfig, json, "tenant acme").include_sold_cars_days // => 3
 * decodeOrThrow(TenantConfig, json, "tenant acme").stock.sticky_bottom_bar // => false
 */
export const TenantConfig = /* @__PURE__ */ Schema.Struct({
  id: Schema.Finite.check(Schema.isInt()),
  slug: Schema.String.check(Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  name: Schema.NonEmptyString,
  url: Maybe(Schema.String),
  manufacturer: Maybe(Schema.String),
  offers_subscription: withDefault(Schema.Boolean, false),
  include_sold_cars_days: withDefault(Days, 3),
  texts: withDefault(Schema.Struct(textOverrides), {}),
  locations: Schema.Array(Location),
  /** Holiday hours of the locations (001 section 3, "Special (holiday) hours"), each naming its location. */
  special_hours: withDefault(Schema.Array(SpecialHours), []),
  /** Customer reviews of the locations (001 section 3, "Review"), each naming its location. */
  location_reviews: withDefault(Schema.Array(LocationReview), []),
  stock: withDefault(StockSettings, {}),
  search: withDefault(SearchSettings, {}),
  finance: withDefault(FinanceSettings, {}),
  gauge: withDefault(GaugeSettings, {}),
  hours: withDefault(HoursSettings, {}),
  locator: withDefault(LocationsSettings, {}),
  forms: withDefault(FormsSettings, {}),
  models: withDefault(ModelsSettings, {}),
  promotions: withDefault(PromotionsSettings, {}),
  /** Content pages (warranty, about us, terms, privacy, service) and blog and news posts. */
  content: withDefault(ContentSettings, {}),
  media: withDefault(MediaSettings, {}),
  share: withDefault(ShareSettings, {}),
  analytics: withDefault(AnalyticsSettings, {}),
  session: withDefault(SessionSettings, {}),
  storage: withDefault(StorageSettings, {}),
  /** The bounds of the online payment page (/online-payment). */
  online_payment: withDefault(OnlinePaymentSettings, {}),
  /** Navigation, header dropdowns, and a group's brand tiles and fixed pages. */
  site: withDefault(SiteSettings, {}),
  /** The business behind the site: legal name, ABN and privacy contact (footer and default legal pages). */
  business: withDefault(BusinessDetails, {}),
  /** The dealer's look: logo, colours, fonts, radius, hero image (over its manufacturer's theme). */
  theme: withDefault(Theme, {}),
  /** The home page: its sections (slider or hero, quick search, stock, brands, reviews, locations...) in order. */
  home: withDefault(HomeSettings, {}),
  /** Where leads go (e-mail, signed webhook), for the tenant and per location; none when left out. */
  lead_delivery: Schema.optionalKey(LeadDeliverySettings)
}).check(/* @__PURE__ */ Schema.makeFilter(readableTheme))
export type TenantConfig = typeof TenantConfig.Type
