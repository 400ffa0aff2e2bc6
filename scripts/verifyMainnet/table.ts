import type { Row } from './types'

const LABEL: Record<Row['status'], string> = { ok: 'ok', warn: 'WARN', fail: 'FAIL' }

/**
 * The rows as an aligned text table, one line each: network, contract, check, status, detail.
 * @example formatTable([{ network: 'ethereum', contract: 'USDC', check: 'code', status: 'ok', detail: '2 KB' }])
 */
export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((r) => [r.network, r.contract, r.check, LABEL[r.status], r.detail])
  const header = ['network', 'contract', 'check', 'status', 'detail']
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c]?.length ?? 0)))
  const line = (row: string[]) =>
    row
      .map((cell, c) => (c === row.length - 1 ? cell : cell.padEnd(widths[c] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n')
}

/** The closing lines: how many rows of each kind, and each failed row again, so the mismatch is named last. */
export function formatSummary(rows: readonly Row[]): string {
  const count = (s: Row['status']) => rows.filter((r) => r.status === s).length
  const failed = rows.filter((r) => r.status === 'fail')
  const lines = [`${count('ok')} ok, ${count('warn')} warnings, ${failed.length} failed`]
  for (const r of failed) lines.push(`FAIL ${r.network} · ${r.contract} · ${r.check}: ${r.detail}`)
  return lines.join('\n')
}
