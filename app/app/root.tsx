import { defaultTexts } from "@dealer/core"
import type { ReactNode } from "react"
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type LoaderFunctionArgs
} from "react-router"
import { ErrorPage } from "./components/error-page.tsx"
import { requireTenant } from "./tenant.server.ts"
import "./styles/app.css"

export async function loader({ request }: LoaderFunctionArgs) {
  const { tenant } = await requireTenant(request)
  return { site: { name: tenant.name, slug: tenant.slug }, texts: tenant.texts }
}

export function Layout({ children }: { readonly children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root")
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>{root?.site.name ?? ""}</title>
        <Meta />
        <Links />
      </head>
      <body data-tenant={root?.site.slug}>
        <header className="site-header">
          <Link to="/" className="site-header__name">
            {root?.site.name}
          </Link>
        </header>
        {children}
        <ScrollRestoration />
        <Scripts />
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
  const texts = useRouteLoaderData<typeof loader>("root")?.texts ?? defaultTexts
  if (isRouteErrorResponse(error)) {
    const body = error.data as { title?: string; message?: string } | undefined
    return (
      <ErrorPage
        status={error.status}
        title={body?.title ?? error.statusText}
        message={body?.message ?? ""}
        homeLabel={texts.home}
      />
    )
  }
  return <ErrorPage status={500} title={texts.unexpectedError} message="" homeLabel={texts.home} />
}
