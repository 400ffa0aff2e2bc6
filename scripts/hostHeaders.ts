import { readFileSync } from 'node:fs'

/** Response headers per path pattern, as a static host reads them from `_headers`. */
export type HostHeaders = { pattern: string; headers: Record<string, string> }[]

/**
 * Parses a `_headers` file (Netlify / Cloudflare Pages format): a path pattern at the start of a line, then
 * indented `Name: value` lines; `#` starts a comment.
 */
export function parseHostHeaders(text: string): HostHeaders {
  const rules: HostHeaders = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} })
      continue
    }
    const at = line.indexOf(':')
    const rule = rules.at(-1)
    if (at > 0 && rule) rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return rules
}

const escapeRegex = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** Whether a request path matches a `_headers` pattern (`*` matches anything, `/*` every path). */
export function matchesPattern(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map(escapeRegex).join('.*')}$`)
  return regex.test(path)
}

/** The headers a host following public/_headers sends for `path` (every matching rule, in order). */
export function headersFor(rules: HostHeaders, path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => matchesPattern(r.pattern, path)).map((r) => r.headers))
}

/** The headers public/_headers gives every path (the `/*` rule): the security headers. */
export function securityHeaders(file = 'public/_headers'): Record<string, string> {
  return parseHostHeaders(readFileSync(file, 'utf8')).find((r) => r.pattern === '/*')?.headers ?? {}
}
