import { reactRouter } from "@react-router/dev/vite"
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite"
import { compression, defineAlgorithm } from "vite-plugin-compression2"
import { frameChunk, type ModuleInfoOf } from "./frame-chunk.ts"

/**
 * Effect (schemas, with core's decoding helpers) and XState in chunks of their own. Otherwise the
 * bundler puts code several pages share into one chunk, and a page that runs statecharts but
 * decodes nothing in the browser would load Effect with them. React is named too: left unassigned
 * it lands in the XState chunk (@xstate/react imports it), and every page would load XState.
 */
function vendorChunk(id: string): string | null {
  if (/node_modules\/effect\//.test(id) || /\/core\/src\/shared\/(maybe|decode|with-default|open-literal)\.ts$/.test(id)) {
    return "effect"
  }
  if (/node_modules\/(xstate|@xstate\/react)\//.test(id)) return "xstate"
  if (/node_modules\/(react|react-dom|scheduler|use-sync-external-store)\//.test(id)) return "react"
  return null
}

/**
 * The browser's files written once more, compressed (Brotli at its best level, and gzip for
 * clients without it), so the server sends them as they are instead of compressing each answer.
 */
const precompressed = compression({
  include: /\.(js|css|svg|json|txt|xml)$/,
  threshold: 0,
  algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
  logLevel: "silent"
})

/**
 * The browser's chunks: Effect and XState apart, and React, React Router and what the entry and
 * the root route import in one `frame` chunk, which every page loads.
 */
function browserChunks(): (id: string, meta: { getModuleInfo: ModuleInfoOf }) => string | null {
  const inFrame = frameChunk()
  return (id, { getModuleInfo }) => {
    const vendor = vendorChunk(id)
    if (vendor === "effect" || vendor === "xstate") return vendor
    // Stylesheets stay with their routes' chunks. In `frame`, every chunk loaded later would list
    // the frame's stylesheet, and Vite's preload helper, not matching React Router's link for it
    // (its address ends in "#"), would add it again at the end of the page, over the page's own.
    if (/\.css($|\?)/.test(id)) {
      const importers = getModuleInfo(id)?.importers ?? []
      if (importers.length > 0 && importers.every((importer) => inFrame(importer, getModuleInfo))) {
        throw new Error(`${id} is imported only by modules every page loads: import it from root.tsx (decision 0075)`)
      }
      return null
    }
    // Vite's helper for dynamic imports, which nearly every page makes.
    if (vendor === "react" || id === "\0vite/preload-helper.js" || inFrame(id, getModuleInfo)) return "frame"
    return null
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [reactRouter()] : [reactRouter(), precompressed],
  // Workspace packages (core, adapters) are read and bundled from their TypeScript sources.
  resolve: { conditions: ["@dealer/source", ...defaultClientConditions] },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { manualChunks: browserChunks() } } },
  // `npm run dev` listens where `npm start` does: PORT, default 3000.
  server: { port: Number(process.env.PORT ?? 3000), strictPort: true },
  ssr: {
    resolve: { conditions: ["@dealer/source", ...defaultServerConditions] },
    // The embedded database ships WebAssembly and data files it loads from its own folder.
    external: ["@electric-sql/pglite", "pg"]
  }
}))
