import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// DESIGN.md §2: one machine per file, under about 350 lines: a machine that grows takes its rules, actors or
// setup into files of their own beside it, or spawns children. sessionMachine had crept to 370 lines unnoticed.
const MOST_LINES = 350
const machines = resolve('src/machines')

function machineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return machineFiles(path)
    return name.endsWith('Machine.ts') ? [path] : []
  })
}

describe('the machine files (DESIGN.md §2)', () => {
  it(`keeps each within ${MOST_LINES} lines`, () => {
    const files = machineFiles(machines)
    expect(files.length).toBeGreaterThan(20)
    const over = files
      .map((file) => ({
        file: relative(machines, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > MOST_LINES)
    expect(over).toEqual([])
  })
})
