import type { GlobalProvider } from "@ladle/react"
import { defaultTexts } from "@dealer/core"
import { createContext, useContext, useState, type ReactNode } from "react"
import { createMemoryRouter, RouterProvider } from "react-router"
import "../app/app/styles/app.css"

// The story on show, read by the router's one route, so the router is made once as stories change.
const StoryContent = createContext<ReactNode>(null)
const StoryRoute = () => <>{useContext(StoryContent)}</>

/**
 * Every story renders inside a data router with the site's styles: cards link to pages, and
 * components with plain form posts (`Form`, `useNavigation`) render as on the site. A story's
 * post lands on an action that does nothing, so the story stays on screen. The root route holds
 * the default texts, as the site's root route holds the tenant's (the search controls read them there).
 */
export const Provider: GlobalProvider = ({ children }) => {
  const [router] = useState(() =>
    createMemoryRouter([{ id: "root", path: "/", children: [{ path: "*", Component: StoryRoute, action: () => null }] }], {
      hydrationData: { loaderData: { root: { texts: defaultTexts } } }
    })
  )
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  )
}
