import { reactRouter } from "@react-router/dev/vite"
import { defineConfig } from "vite"

/** React Router's plugin and nothing else: the cost of rendering any React Router page at all. */
export default defineConfig({ plugins: [reactRouter()] })
