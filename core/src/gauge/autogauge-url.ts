/**
 * The gauge call's address: `GET {base}{car path}/autogauge` (section 7). A trailing slash of the
 * base is dropped so the path joins cleanly.
 *
 * @example
 * import { autogaugeUrl } from "@dealer/core/gauge"
 *
 * autogaugeUrl("https://api.example.com/", "/cars/2022-toyota-hilux") // => "https://api.example.com/cars/2022-toyota-hilux/autogauge"
 */
export function autogaugeUrl(base: string, carPath: string): string {
  const path = carPath.startsWith("/") ? carPath : `/${carPath}`
  return `${base.replace(/\/+$/, "")}${path.replace(/\/+$/, "")}/autogauge`
}
