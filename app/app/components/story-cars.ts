import { exampleCar } from "@dealer/core/testing"

/** A second car for component stories beside core's example ute: a small SUV with its own photo. */
export const exampleSuv = exampleCar({
  id: 2,
  slug: "2023-kia-sportage-s-k2001",
  year: 2023,
  make: "Kia",
  model: "Sportage",
  badge: "S",
  series: null,
  simple_body: "SUV",
  stocknum: "K2001",
  price: 36990,
  primary_image_url: "/images/cars/suv.svg"
})
