import { writeFileSync } from 'node:fs'
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter'

/**
 * A reporter for finding where end-to-end time goes (not used by `npm test`): every step (a Playwright
 * call, an expect, a hook) of a second or more, by test, written to .cache/test-results/slow-steps.json.
 *
 *   npx playwright test --reporter=list,./tests/e2e/support/slowSteps.ts
 */
export default class SlowSteps implements Reporter {
  readonly #rows: {
    test: string
    seconds: number
    steps: { title: string; seconds: number; line?: number | undefined }[]
  }[] = []
  readonly #steps = new Map<TestCase, { title: string; seconds: number; line?: number | undefined }[]>()

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.duration < 1000 || step.parent?.category === 'expect') return
    const list = this.#steps.get(test) ?? []
    list.push({ title: step.title, seconds: step.duration / 1000, line: step.location?.line })
    this.#steps.set(test, list)
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.#rows.push({
      test: `${test.location.file.split('/').pop()}: ${test.title}`,
      seconds: result.duration / 1000,
      steps: this.#steps.get(test) ?? [],
    })
  }

  onEnd(_result: FullResult): void {
    this.#rows.sort((a, b) => b.seconds - a.seconds)
    writeFileSync('.cache/test-results/slow-steps.json', `${JSON.stringify(this.#rows, null, 1)}\n`)
  }
}
