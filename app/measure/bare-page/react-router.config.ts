import type { Config } from "@react-router/dev/config"

/** The bare page `npm run measure` serves beside the site (see ../render-cpu.ts). */
export default {
  appDirectory: "app",
  // Beside the site's builds (app/build-*), outside the type-checked folders.
  buildDirectory: "../../build-bare",
  ssr: true
} satisfies Config
