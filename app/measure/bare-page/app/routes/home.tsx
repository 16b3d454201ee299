import { useLoaderData } from "react-router"

/** A loader and a heading: the least a server-rendered React Router page does. */
export function loader() {
  return { title: "A bare React Router page" }
}

export default function Home() {
  const { title } = useLoaderData<typeof loader>()
  return (
    <main>
      <h1>{title}</h1>
    </main>
  )
}
