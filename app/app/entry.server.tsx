import { randomBytes } from "node:crypto"
import { PassThrough } from "node:stream"
import { createReadableStreamFromReadable } from "@react-router/node"
import { isbot } from "isbot"
import type { RenderToPipeableStreamOptions } from "react-dom/server"
import { renderToPipeableStream } from "react-dom/server"
import { ServerRouter, type EntryContext, type HandleDataRequestFunction } from "react-router"
import { NonceContext } from "./nonce.ts"
import { markSignedInPage } from "./server/private-page.server.ts"
import { pageSecurityHeaders } from "./server/security-headers.server.ts"
import { tenantOfRequest } from "./tenant.server.ts"

export const streamTimeout = 5_000

/** A page's data for a client navigation: like the page, never cached when signed in. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  await markSignedInPage(request, response.headers)
  return response
}

/**
 * Renders a page: React Router's default Node rendering (streamed for shoppers, whole for
 * crawlers), with a fresh script nonce, the page's Content-Security-Policy and, for a signed-in
 * shopper, `Cache-Control: private, no-store`.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext
) {
  const nonce = randomBytes(16).toString("base64")
  // A page of no tenant (an unknown host's 404) plays no video from elsewhere.
  const videoHosts = (await tenantOfRequest(request))?.media.video_hosts ?? []
  for (const [name, value] of Object.entries(pageSecurityHeaders(nonce, videoHosts))) {
    responseHeaders.set(name, value)
  }
  await markSignedInPage(request, responseHeaders)
  // The page cache renews the form token in each copy it serves (page-cache.js).
  const formToken = (routerContext.staticHandlerContext.loaderData["root"] as { formToken?: unknown } | undefined)?.formToken
  if (typeof formToken === "string") responseHeaders.set("X-Form-Token", formToken)
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get("user-agent")
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady"
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary (the pages' islands and deferred sections) is written in
        // place. By default React moves one out of the page's flow once 12,800 bytes are written,
        // sends it after the rest and swaps it in with a script: the browser first lays the page
        // out without it, then shifts everything below (a 0.2 layout shift on a vehicle page).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            }
          })
          responseHeaders.set("Content-Type", "text/html")
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors of the shell itself reject and are logged by React Router.
          if (shellRendered) console.error(error)
        }
      }
    )
  })
}
