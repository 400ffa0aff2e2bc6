import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Frame } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One serious or critical axe-core violation: the rule, its impact, and the elements it found. */
export type AxeFinding = { id: string; impact: 'serious' | 'critical'; targets: string[] }

/**
 * The serious and critical axe-core violations on the page as it is now, inside `include` (a CSS selector)
 * when given. axe-core is put into the page once per document (a move inside the app keeps it, so a walk
 * through every screen loads it once), and asked for violations only: the passes and inapplicable rules it
 * would otherwise describe node by node are most of an analysis's time, and nothing here reads them. It
 * analyses one document: a signer screen's frame (another origin) is analysed on its own, `page` being that frame.
 * @example expect((await seriousViolations(page)).map((v) => v.id)).toEqual([])
 */
export async function seriousViolations(
  page: Pick<Frame, 'evaluate'>,
  include?: string,
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: RunOptions) => Promise<AxeResults> } })
      .axe
    const options: RunOptions = { resultTypes: ['violations'] }
    const { violations } = await axe.run(selector ? { include: [[selector]] } : document, options)
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact as 'serious' | 'critical',
        targets: v.nodes.map((n) => n.target.join(' ')),
      }))
  }, include)
}
