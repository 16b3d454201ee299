import { describe, expect, it } from "vitest"
import { exampleCar } from "../testing/examples.ts"
import { carJsonLd, type CarJsonLdContext } from "./car-json-ld.ts"

const context: CarJsonLdContext = {
  pageUrl: "https://acme.example/cars/2022-toyota-hilux-sr5-t1234",
  imageUrls: ["https://acme.example/images/1.jpg"],
  dealer: { name: "Acme Motors", url: "https://acme.example", telephone: "07 5550 1000" }
}
const location = {
  id: 4,
  name: "Acme Brisbane",
  address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" }
}

describe("carJsonLd", () => {
  it("describes an available car with its AUD offer, odometer, VIN and the dealer", () => {
    const json = carJsonLd(exampleCar({ vin: "JTMABC1234567", location }), context)
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "2022 Toyota Hilux SR5 GUN126R",
      url: context.pageUrl,
      image: context.imageUrls,
      brand: { "@type": "Brand", name: "Toyota" },
      vehicleModelDate: "2022",
      vehicleIdentificationNumber: "JTMABC1234567",
      itemCondition: "https://schema.org/UsedCondition",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 45120, unitCode: "KMT" },
      offers: {
        "@type": "Offer",
        price: 52990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        seller: {
          "@type": "AutoDealer",
          name: "Acme Motors",
          telephone: "07 5550 1000",
          address: { "@type": "PostalAddress", addressLocality: "Brisbane", postalCode: "4000", addressCountry: "AU" }
        }
      }
    })
  })

  it("leaves out what the car does not have: no VIN, no price below the placeholder limit", () => {
    const json = carJsonLd(exampleCar({ vin: null, price: 1 }), { ...context, imageUrls: [] })
    expect(json).not.toHaveProperty("vehicleIdentificationNumber")
    expect(json).not.toHaveProperty("image")
    expect(json["offers"]).not.toHaveProperty("price")
    expect(json["offers"]).not.toHaveProperty("priceCurrency")
  })

  it("marks a sold car sold out and a coming-soon car as a pre-order", () => {
    expect(carJsonLd(exampleCar({ status: "sold" }), context)["offers"]).toMatchObject({
      availability: "https://schema.org/SoldOut"
    })
    expect(carJsonLd(exampleCar({ status: "coming_soon" }), context)["offers"]).toMatchObject({
      availability: "https://schema.org/PreOrder"
    })
  })

  it("is plain JSON that survives a round trip", () => {
    const json = carJsonLd(exampleCar({ car_type: "new" }), context)
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
    expect(json["itemCondition"]).toBe("https://schema.org/NewCondition")
  })
})
