import { emergencyBanner, siteFooter, siteFrameAt, siteFrameData, siteFrameShell, siteTexts } from "@dealer/core"
import type { ReactNode } from "react"
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction
} from "react-router"
import { DismissibleBanner } from "./components/content/dismissible-banner.tsx"
import { ErrorPage } from "./components/error-page.tsx"
import { useNonce } from "./nonce.ts"
import { SiteFooter } from "./components/frame/site-footer.tsx"
import { SiteHeader } from "./components/frame/site-header.tsx"
import { rootTexts } from "./root-texts.ts"
import { pageTheme } from "./server/page-theme.server.ts"
import { requireTenant } from "./tenant.server.ts"
import "./styles/app.css"
import "./styles/frame.css"
import "./styles/content.css"
import "./styles/group.css"
// The header's keyword box is on every page; its styles load here, with the frame's (decision 0075).
import "./styles/keyword-search.css"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return {
    site: { name: tenant.name, slug: tenant.slug },
    texts: rootTexts(tenant.texts),
    // Each page's forms post it (FormToken), so a double submit acts once; a new one after each post.
    formToken: crypto.randomUUID(),
    // The tenant's look, as CSS custom properties on the page's root element, and its logo.
    theme: pageTheme(tenant),
    // The tenant's emergency notice shows on every page until the shopper dismisses it.
    emergency: emergencyBanner(tenant.promotions.emergency_notice, false),
    // The header and footer of every page, built here (the browser marks the current page's links),
    // and the footer's directory of locations (their hours are the home page's and the location
    // pages', decision 0052). The year is the server's, so the footer the client hydrates matches.
    frame: siteFrameShell({
      siteName: tenant.name,
      year: new Date().getFullYear(),
      texts: tenant.texts,
      ...siteFrameData(tenant)
    }),
    footer: siteFooter(tenant)
  }
}

/** The site's name as the title of pages that give none of their own (a route's `meta` replaces it). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.site.name ?? "" }]

export function Layout({ children }: { readonly children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root")
  const { pathname } = useLocation()
  const nonce = useNonce()
  // No site resolved (an unknown host, a site being set up): a plain page, no site's frame.
  const frame = root ? siteFrameAt(root.frame, pathname) : null
  return (
    <html lang="en-AU" style={root?.theme.tokens}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body data-tenant={root?.site.slug}>
        {root && frame ? <SiteHeader frame={frame} logo={root.theme.logo ?? null} /> : null}
        {root?.emergency ? (
          <DismissibleBanner
            banner={root.emergency}
            name="emergency"
            label={root.texts.emergencyBannerLabel}
            dismissLabel={root.texts.bannerDismiss}
            className="site-banner--emergency"
          />
        ) : null}
        {/* The skip link's target; focusable so the jump moves keyboard focus too. */}
        <div id="main-content" tabIndex={-1}>
          {children}
        </div>
        {root && frame ? <SiteFooter frame={frame} footer={root.footer ?? null} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/** Every thrown response (404, 400) and unexpected failure renders a real page with its status. */
export function ErrorBoundary() {
  const error = useRouteError()
  const root = useRouteLoaderData<typeof loader>("root")
  // Without a site (unknown host, site being set up) there is no home page to link to, and no
  // tenant's texts: the error pages' own texts are the specification's.
  const texts = root?.texts ?? siteTexts
  const homeLabel = root ? root.texts.home : null
  if (isRouteErrorResponse(error)) {
    const body = error.data as { title?: string; message?: string } | undefined
    return (
      <ErrorPage
        status={error.status}
        title={body?.title ?? error.statusText}
        message={body?.message ?? ""}
        homeLabel={homeLabel}
      />
    )
  }
  return <ErrorPage status={500} title={texts.unexpectedError} message="" homeLabel={homeLabel} />
}
