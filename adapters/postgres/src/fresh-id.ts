// Ids are 47 random bits (migration 13): a repeat is about one in 10^14 per row; three tries suffice.
const TRIES = 3

/**
 * The first row of an `INSERT ... ON CONFLICT DO NOTHING RETURNING` whose id is drawn at random
 * by the column's default, tried again on the rare draw of an id already taken (rather than
 * failing the caller's transaction on the unique index).
 *
 * @example
 * const row = await withFreshId(() => tx.query("INSERT INTO leads (...) VALUES (...) ON CONFLICT DO NOTHING RETURNING id", params))
 */
export async function withFreshId<R>(insert: () => Promise<ReadonlyArray<R>>): Promise<R> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const [row] = await insert()
    if (row !== undefined) return row
  }
  throw new Error(`No free random id in ${TRIES} tries`)
}
