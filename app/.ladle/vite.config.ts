// Stories render components alone, without the React Router framework plugin of the app build,
// and keep their own dependency cache (Ladle runs its own Vite beside the app's).
export default { cacheDir: "node_modules/.vite-ladle" }
