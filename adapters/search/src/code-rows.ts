/**
 * The codes of every single-valued facet, one row per document slot (`stride` codes a row), so
 * counting all facets over the matching slots reads each slot's codes from one place in one
 * pass, instead of one pass and one column per facet. Codes take 16 bits until some facet has
 * more values than that, then 32.
 */
export class CodeRows {
  private rows: Uint16Array | Int32Array

  constructor(
    readonly stride: number,
    capacity: number
  ) {
    this.rows = new Uint16Array(capacity * stride)
  }

  /** The codes, row after row: `codes[slot * stride + position]`. */
  get codes(): Uint16Array | Int32Array {
    return this.rows
  }

  /** The code of the facet at `position` for `slot`. */
  get(slot: number, position: number): number {
    return this.rows[slot * this.stride + position]!
  }

  /** Writes a code, widening every row to 32 bits the first time a code needs it. */
  set(slot: number, position: number, code: number): void {
    if (code > 0xffff && this.rows instanceof Uint16Array) this.rows = Int32Array.from(this.rows)
    this.rows[slot * this.stride + position] = code
  }

  /** Room for `capacity` slots. */
  grow(capacity: number): void {
    const grown = this.rows instanceof Uint16Array ? new Uint16Array(capacity * this.stride) : new Int32Array(capacity * this.stride)
    grown.set(this.rows)
    this.rows = grown
  }
}
