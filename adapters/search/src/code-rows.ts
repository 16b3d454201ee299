/** How many bits of codes a group of facets packs, so its histogram (4,096 counts) stays small. */
const GROUP_BITS = 14

/**
 * The codes of every single-valued facet, one row per document slot, several facets packed into
 * each 12-bit group of a row, each facet in as many bits as its highest code needs. Counting
 * over the matching slots then takes one step per group, not per facet (22 facets in about 7
 * groups), and a group's histogram gives each of its facets' counts. When a code outgrows its
 * bits, the groups are planned again and the rows written so far repacked (a facet's bits double
 * its room each time, so that happens a few times per facet, mostly early in a build).
 */
export class CodeRows {
  private rows: Uint16Array | Int32Array
  /** Per facet: its bits, its group, and its shift within the group. */
  private readonly bits: Int32Array
  readonly group: Int32Array
  readonly shift: Int32Array
  /** Per group, its bits in use (its histogram has `1 << groupBits[g]` counts). */
  groupBits = new Int32Array(0)
  groups = 0
  /** One past the highest slot written. */
  private used = 0

  constructor(
    readonly facets: number,
    private capacity: number
  ) {
    this.bits = new Int32Array(facets)
    this.group = new Int32Array(facets)
    this.shift = new Int32Array(facets)
    this.plan()
    this.rows = this.emptyRows(capacity)
  }

  /** The packed rows: `codes[slot * groups + g]`. */
  get codes(): Uint16Array | Int32Array {
    return this.rows
  }

  /** The bits facet `facet` takes in its group. */
  bitsOf(facet: number): number {
    return this.bits[facet]!
  }

  /** The code of facet `facet` for `slot`. */
  get(slot: number, facet: number): number {
    return (this.rows[slot * this.groups + this.group[facet]!]! >>> this.shift[facet]!) & ((1 << this.bits[facet]!) - 1)
  }

  /** Writes a code, repacking every row first when the code needs more bits than the facet has. */
  set(slot: number, facet: number, code: number): void {
    if (code >>> this.bits[facet]! !== 0) this.repack(facet, 32 - Math.clz32(code))
    const at = slot * this.groups + this.group[facet]!
    const mask = ((1 << this.bits[facet]!) - 1) << this.shift[facet]!
    this.rows[at] = (this.rows[at]! & ~mask) | (code << this.shift[facet]!)
    if (slot >= this.used) this.used = slot + 1
  }

  /** Room for `capacity` slots. */
  grow(capacity: number): void {
    const grown = this.emptyRows(capacity)
    grown.set(this.rows)
    this.rows = grown
    this.capacity = capacity
  }

  private emptyRows(capacity: number): Uint16Array | Int32Array {
    const wide = this.groupBits.some((bits) => bits > 16)
    return wide ? new Int32Array(capacity * this.groups) : new Uint16Array(capacity * this.groups)
  }

  /** Gives the facet `bits` bits, plans the groups again and rewrites the rows in use. */
  private repack(facet: number, bits: number): void {
    const old = { rows: this.rows, groups: this.groups, bits: this.bits.slice(), group: this.group.slice(), shift: this.shift.slice() }
    this.bits[facet] = bits
    this.plan()
    this.rows = this.emptyRows(this.capacity)
    for (let slot = 0; slot < this.used; slot++) {
      for (let f = 0; f < this.facets; f++) {
        const code = (old.rows[slot * old.groups + old.group[f]!]! >>> old.shift[f]!) & ((1 << old.bits[f]!) - 1)
        this.rows[slot * this.groups + this.group[f]!]! |= code << this.shift[f]!
      }
    }
  }

  /** First fit, widest facets first: each facet in the first group with room for its bits. */
  private plan(): void {
    const order = [...this.bits.keys()].sort((a, b) => this.bits[b]! - this.bits[a]! || a - b)
    const filled: number[] = []
    for (const f of order) {
      let g = filled.findIndex((used) => used + this.bits[f]! <= GROUP_BITS)
      if (g === -1) g = filled.push(0) - 1
      this.group[f] = g
      this.shift[f] = filled[g]!
      filled[g]! += this.bits[f]!
    }
    this.groups = Math.max(1, filled.length)
    this.groupBits = Int32Array.from(filled.length > 0 ? filled : [0])
  }
}
