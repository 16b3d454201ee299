/**
 * The rows of a CSV text (RFC 4180): fields split by commas, a field in double quotes may hold
 * commas, line breaks and doubled quotes; lines end with LF or CRLF; a final line break and
 * blank lines add no row. Throws on a quote left open, naming the row it starts in.
 *
 * @example
 * parseCsv('id,name\n1,"Smith, Jo"\n') // [["id", "name"], ["1", "Smith, Jo"]]
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ""
  let quoted = false
  let fieldStarted = false
  let quoteRow = 0

  const endField = () => {
    row.push(field)
    field = ""
    fieldStarted = false
  }
  const endRow = () => {
    endField()
    // A blank line gives one empty field: not a row.
    if (!(row.length === 1 && row[0] === "")) rows.push(row)
    row = []
  }

  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char !== '"') field += char
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
      continue
    }
    if (char === '"' && !fieldStarted) {
      quoted = true
      fieldStarted = true
      quoteRow = rows.length + 1
    } else if (char === ",") endField()
    else if (char === "\n") endRow()
    else if (char === "\r" && text[i + 1] === "\n") {
      endRow()
      i++
    } else {
      field += char
      fieldStarted = true
    }
  }
  if (quoted) throw new Error(`CSV row ${quoteRow} opens a quoted field that never closes`)
  if (fieldStarted || field !== "" || row.length > 0) endRow()
  return rows
}
