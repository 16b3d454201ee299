import { Car, decodeOrThrow } from "@dealer/core"
import { Schema } from "effect"

/** A stock row as read back: the key for error messages and the stored car. */
export interface StoredCar {
  readonly id: number | string
  readonly data: unknown
}

const encodeCar = Schema.encodeSync(Car)

/** The indexed columns of a car beside its encoded form, shaped for `jsonb_to_recordset`. */
export function carToRow(car: Car) {
  const createdAt = Date.parse(car.created_at)
  return {
    id: car.id,
    slug: car.slug,
    make: car.make,
    model: car.model,
    car_type: car.car_type,
    status: car.status,
    price: car.price,
    year: car.year,
    km: car.km,
    // The column only serves ordering; an unparseable date stays intact in `data`.
    created_at: Number.isNaN(createdAt) ? null : new Date(createdAt).toISOString(),
    data: encodeCar(car)
  }
}

/** Decodes a stored car, naming the tenant and id when the stored data no longer fits `Car`. */
export function rowToCar(tenantSlug: string, row: StoredCar): Car {
  return decodeOrThrow(Car, row.data, `stock row ${tenantSlug}/${row.id}`)
}
