/** One option of a form select: what is sent, and what the shopper reads. */
export interface SelectChoice {
  readonly value: string
  readonly label: string
}
