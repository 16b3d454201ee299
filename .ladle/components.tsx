import type { GlobalProvider } from "@ladle/react"
import { MemoryRouter } from "react-router"
import "../app/app/styles/app.css"

/** Every story renders inside a router (cards link to pages) with the site's styles. */
export const Provider: GlobalProvider = ({ children }) => <MemoryRouter>{children}</MemoryRouter>
