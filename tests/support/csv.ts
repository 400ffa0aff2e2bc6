/**
 * Reads a CSV file back the way a spreadsheet does (RFC 4180: quoted fields, doubled quotes, CRLF), after
 * checking the UTF-8 BOM Excel needs. Written here, not taken from the app, so a test of the app's writer
 * does not read its output with the writer's own assumptions.
 */
export function parseCsv(text: string, separator: ';' | ','): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('no UTF-8 BOM at the start of the file')
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = 1
  while (i < text.length) {
    const c = text[i] as string
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i += 2
        continue
      }
      if (c === '"') quoted = false
      else field += c
      i++
      continue
    }
    if (c === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${i}`)
      quoted = true
    } else if (c === separator) {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else {
      throw new Error(`unquoted character ${JSON.stringify(c)} at ${i}: every field must be quoted`)
    }
    i++
  }
  if (quoted) throw new Error('the file ends inside a quoted field')
  if (field !== '' || row.length) throw new Error('the last line does not end with CRLF')
  return rows
}

/** The rows of a parsed CSV as objects keyed by the header line. */
export function csvRecords(text: string, separator: ';' | ','): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text, separator)
  if (!header) return []
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}
