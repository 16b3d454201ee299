/** Component stories live beside their components. */
export default {
  stories: "app/**/*.stories.tsx",
  viteConfig: ".ladle/vite.config.ts",
  outDir: "build/stories"
}
