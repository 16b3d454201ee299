/**
 * The texts of the site's own error pages (unknown host, site being set up, not found, unexpected
 * error), in a module of their own: a page rendered without a site (no tenant's texts) reads them
 * without loading the whole table.
 */
export const siteTexts = {
  home: "Home",
  notFoundTitle: "Page not found",
  notFoundBody: "We couldn't find the page you were looking for.",
  unknownSiteTitle: "No dealer site here",
  unknownSiteBody: "There is no dealer site at {host}.",
  // A tenant whose settings were refused: its host answers 503 with this page until they are fixed.
  siteBeingSetUpTitle: "This site is being set up",
  siteBeingSetUpBody: "Please come back soon.",
  unexpectedError: "An unexpected error occured"
} as const
