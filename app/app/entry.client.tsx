import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    )
  })
}

// The server's HTML is the page: the browser paints it first, and hydration runs in the frame
// after, so the first and largest paints never wait for the scripts' work (decision 0071). A
// hidden tab paints no frames, so it hydrates at once.
if (document.visibilityState === "hidden") hydrate()
else requestAnimationFrame(() => setTimeout(hydrate, 0))
