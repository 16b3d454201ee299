import type { Config } from "@react-router/dev/config"

export default {
  appDirectory: "app",
  // APP_BUILD_DIR lets two builds (say, two browser-test runs) live side by side.
  buildDirectory: process.env.APP_BUILD_DIR || "build",
  ssr: true
} satisfies Config
