/**
 * The distinct values of one facet, each with a small integer code (0 means "no value"), and the
 * codes in the facet's display order, recomputed only when a new value arrives.
 */
export class FacetDictionary {
  private readonly codes = new Map<string, number>()
  readonly values: string[] = [""]
  private order: Int32Array | null = null

  constructor(private readonly compare: (a: string, b: string) => number) {}

  /** The value's code, adding the value when new. */
  codeOf(value: string): number {
    let code = this.codes.get(value)
    if (code === undefined) {
      code = this.values.length
      this.codes.set(value, code)
      this.values.push(value)
      this.order = null
    }
    return code
  }

  /** The value's code, or `undefined` when no car ever had it. */
  find(value: string): number | undefined {
    return this.codes.get(value)
  }

  get size(): number {
    return this.values.length
  }

  /** Every code but 0, in display order. */
  sortedCodes(): Int32Array {
    if (this.order === null) {
      const codes = Int32Array.from({ length: this.values.length - 1 }, (_, index) => index + 1)
      codes.sort((a, b) => this.compare(this.values[a] ?? "", this.values[b] ?? ""))
      this.order = codes
    }
    return this.order
  }
}
