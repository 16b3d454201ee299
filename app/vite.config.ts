import { reactRouter } from "@react-router/dev/vite"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // The embedded database ships WebAssembly and data files it loads from its own folder.
    external: ["@electric-sql/pglite", "pg"]
  }
})
