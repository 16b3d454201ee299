import { reactRouter } from "@react-router/dev/vite"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [reactRouter()],
  // `npm run dev` listens where `npm start` does: PORT, default 3000.
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  ssr: {
    // The embedded database ships WebAssembly and data files it loads from its own folder.
    external: ["@electric-sql/pglite", "pg"]
  }
})
