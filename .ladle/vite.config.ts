// Stories render components alone, without the React Router framework plugin of the app build,
// keep their own dependency cache (Ladle runs its own Vite beside the app's), and serve the app's
// public files (placeholder images). Workspace packages are read from their TypeScript sources.
import { defaultClientConditions } from "vite"

export default {
  cacheDir: "node_modules/.vite-ladle",
  publicDir: "app/public",
  resolve: { conditions: ["@dealer/source", ...defaultClientConditions] }
}
