import { useLoaderData, type LoaderFunctionArgs } from "react-router"
import { HomeSections } from "../components/home/home-sections.tsx"
import { loadHomePage } from "../components/home/home-page-data.server.ts"
// The shared car cards' look and the star rating's, as the search and location pages draw them.
import "../styles/search.css"
import "../styles/locations.css"
import "../styles/home.css"

/** The home page: the tenant's sections in its order, each drawn from the view core built for it. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadHomePage(request)
}

export default function HomePage() {
  const page = useLoaderData<typeof loader>()
  return (
    <main className="home-page">
      {/* The site's name heads the page for assistive technology; the sections carry the visible headings. */}
      <h1 className="visually-hidden">{page.title}</h1>
      <HomeSections sections={page.sections} />
    </main>
  )
}
