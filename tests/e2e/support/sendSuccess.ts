import { expect, type Page } from '@playwright/test'
import { type Shown, watchShown } from './shown'

/** What the send dialog's success line said: its text, the transaction hash it carries, its explorer link. */
export type SentShown = { text: string; hash: `0x${string}`; explorer: string | null }

/**
 * Records the send dialog's success line ("¡Transacción enviada!"), which the dialog closes by itself 2 s
 * after showing it: a locator assertion after Confirmar can look only after that on a loaded machine. Call it
 * before the action that sends; the function it returns waits until the line was shown, visible, and gives
 * what it said last.
 * @example
 * const success = await watchSendSuccess(page)
 * await send.confirm().click()
 * const { text, hash } = await success()
 */
export async function watchSendSuccess(page: Page): Promise<() => Promise<SentShown>> {
  const line = await watchShown(page, '[data-testid="send-success"]')
  const link = await watchShown(page, '[data-testid="send-success"] a')
  const lastVisible = (looks: Shown[]) => looks.filter((look) => look.visible).at(-1)
  return async () => {
    await expect
      .poll(async () => lastVisible(await line()) !== undefined, { message: 'send success shown' })
      .toBe(true)
    const shown = lastVisible(await line()) as Shown
    return {
      text: shown.text,
      hash: shown.attributes['data-tx-hash'] as `0x${string}`,
      explorer: lastVisible(await link())?.attributes.href ?? null,
    }
  }
}
