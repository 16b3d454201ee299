/** Component and flow stories live beside their components, in the app and the React adapter. */
export default {
  stories: "{app/app,adapters/react/src}/**/*.stories.tsx",
  viteConfig: ".ladle/vite.config.ts",
  outDir: "app/build/stories"
}
