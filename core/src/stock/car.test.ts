import fc from "fast-check"
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeOrThrow, decodeResult } from "../shared/decode.ts"
import { carArbitrary } from "../testing/car-arbitrary.ts"
import { Car } from "./car.ts"

const minimal = {
  id: 1,
  slug: "2022-toyota-hilux",
  year: 2022,
  make: "Toyota",
  model: "Hilux",
  car_type: "used",
  status: "in_stock",
  price: 52990,
  km: 45120,
  created_at: "2026-01-01T00:00:00Z"
}

describe("Car", () => {
  it("decodes every field of section 3 of both documents", () => {
    const car = decodeOrThrow(
      Car,
      {
        ...minimal,
        path: "/cars/2022-toyota-hilux",
        carsales_title: "2022 Toyota Hilux SR5 Auto 4x4",
        nvic: "0A1B2C",
        has_nvic: true,
        compliance_date: "2022-03-01",
        build_date: "2022-01-01",
        interior_colour: "Black",
        bodyconfiguration: "Dual Cab",
        gearnum: 6,
        engine_size: 2755,
        price_type: "drive_away",
        sold: false,
        sold_date_timestamp: 1_795_000_000,
        file: "https://reports.example.com/h.pdf",
        private_suburb: "Paddington",
        private_postcode: "4064",
        location: {
          id: 4,
          name: "Metro Toyota",
          address: {
            street: "1 Main St",
            city: "Brisbane",
            state: "QLD",
            postcode: "4000",
            place_url: "https://maps/x"
          },
          distribution_locations: [{ id: 5, name: "Metro Toyota North" }]
        },
        images: [{ image_url: "/a.jpg", thumb_url: "/a-thumb.jpg" }],
        thumbnails: ["/a-thumb.jpg"],
        video_url: "https://cdn.example.com/tour.mp4",
        external_video_url: "https://youtu.be/abc",
        walkaround_videos: [{ video: { url: "https://cdn.example.com/walk.mp4" } }],
        videos: [{ id: 3, video: { url: "https://cdn.example.com/v.mp4" } }],
        spin_images: ["/spin/1.jpg", "/spin/2.jpg"],
        spin_code: "SPIN42",
        spin_interior_image: "/interior.jpg",
        hotspots: {
          exterior: [{ description: "LED headlights", positions: [{ frame: 3, x: 40, y: 55 }] }],
          interior: [{ description: "Leather seats", positions: [{ x: 10, y: 20 }] }]
        },
        standardEquipment: ["Cruise Control", { name: "Reversing Camera", category: "Safety" }],
        youxQuote: { weeklyRepaymentAmount: 189, advertisedRate: 6.29, comparisonRate: 8.19 },
        variant: {
          cylinders: 4,
          enginesize: 2755,
          enginesize_litres: 2.8,
          induction: "Turbo",
          fuelconsumptioncombined: 7.9,
          fuelcapacity: 80,
          grossvehiclemass: 3050,
          vehiclelength: 5325,
          vehicleheight: 1815,
          vehiclewidth: 1855,
          towingcapacitybraked: 3500,
          torque: 500,
          ancaprating: 5,
          bodyconfiguration: "Dual Cab",
          geartype: "Automatic"
        },
        specifications: {
          body_width: 8,
          body_length: 21,
          tare_weight: 2200,
          axle_type: "Tandem",
          sleeps: 4,
          aggregate_trailer_mass: 2800
        },
        autograb_data: { average_market_price: 55000, state_average_market_price: 54000 },
        finance_lenders: { car_clarity: { interestRate: 8.19, comparisonRate: 9.02, term60: 412 } }
      },
      "full car"
    )
    expect(car.variant?.torque).toBe(500)
    expect(car.specifications?.body_length).toBe(21)
    expect(car.hotspots?.exterior?.[0]?.positions[0]).toEqual({ frame: 3, x: 40, y: 55 })
    expect(car.walkaround_videos?.[0]?.video.url).toBe("https://cdn.example.com/walk.mp4")
    expect(car.youxQuote?.comparisonRate).toBe(8.19)
    expect(car.finance_lenders?.["car_clarity"]?.interestRate).toBe(8.19)
    expect(car.location?.distribution_locations?.[0]?.id).toBe(5)
  })

  it("decodes unknown statuses and condition types to other", () => {
    const car = decodeOrThrow(Car, { ...minimal, status: "on_hold", car_type: "ex-government" }, "car")
    expect(car.status).toBe("other")
    expect(car.car_type).toBe("other")
  })

  it("keeps a one-line location address as older feeds send it", () => {
    const car = decodeOrThrow(
      Car,
      { ...minimal, location: { id: 1, name: "A", address: "1 Main St, Brisbane" } },
      "car"
    )
    expect(car.location?.address).toBe("1 Main St, Brisbane")
  })

  it("names the fields it refuses", () => {
    const result = decodeResult(Car, { ...minimal, variant: { ancaprating: 7 }, km: -1 }, "car 9")
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure.message).toContain(`["km"]`)
      expect(result.failure.message).toContain(`["variant"]["ancaprating"]`)
    }
  })

  it("decodes what it encodes, for any car", () => {
    const encode = Schema.encodeSync(Car)
    fc.assert(
      fc.property(carArbitrary, (car) => {
        expect(decodeOrThrow(Car, encode(car), "round trip")).toEqual(car)
      }),
      { numRuns: 500 }
    )
  })
})
