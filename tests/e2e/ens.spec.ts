import { expect, type Page, test } from '@playwright/test'
import { SendDialog } from './pages/SendDialog'
import { manifest, openFundedHome, rpc } from './support/wallet'

// The devnet registers ana.eth (anvil's second account) and vacio.eth (a resolver with no address) in the
// ENS registry at its mainnet address (devnet/chains.mjs, ENS_NAMES).
const ana = () =>
  (manifest().chains['1'] as unknown as { ensNames: Record<string, `0x${string}`> }).ensNames['ana.eth']

const texts = {
  es: {
    amount: '0,01',
    resolved: 'Dirección de «ana.eth» en Ethereum:',
    step: 'Enviar 0,01 ETH a ana.eth',
    sent: '¡Transacción enviada!',
    notFound: (name: string) => `No encontramos una dirección para «${name}» en Ethereum.`,
    wrongNetwork: /^Los nombres ENS funcionan solo en Ethereum\./,
  },
  en: {
    amount: '0.01',
    resolved: 'Address of “ana.eth” on Ethereum:',
    step: 'Send 0.01 ETH to ana.eth',
    sent: 'Transaction sent!',
    notFound: (name: string) => `We found no address for “${name}” on Ethereum.`,
    wrongNetwork: /^ENS names work on Ethereum only\./,
  },
} as const

async function openIn(page: Page, language: 'es' | 'en') {
  await page.addInitScript((code) => localStorage.setItem('language', code), language)
  await openFundedHome(page)
}

for (const language of ['es', 'en'] as const) {
  const t = texts[language]

  test(`${language}: sends to ana.eth — the form and the review show its address, and that account gets exactly the amount`, async ({
    page,
  }) => {
    const to = ana() as `0x${string}`
    await openIn(page, language)
    const send = new SendDialog(page)
    await send.open()
    // Typed with capitals: ENS normalises the name; the review shows it as ENS writes it.
    await send.fill('Ana.ETH', t.amount)
    await expect(send.recipientResolved()).toHaveText(`${t.resolved} ${to}`)
    await send.submit().click()
    await expect(send.reviewRecipientName()).toHaveText('ana.eth')
    await expect(send.reviewRecipient()).toContainText(to)
    await expect(send.reviewSteps().getByRole('listitem')).toHaveText([t.step])
    // US$ 30 to a new address: under the limit, no password asked.
    await send.reviewFrame.show()
    await expect(send.confirm()).toBeEnabled()
    await send.pressConfirm()
    // Text and hash read at once: the dialog closes itself 2 s after it says so.
    const success = await send
      .success()
      .evaluate((el) => ({ text: el.textContent ?? '', hash: el.getAttribute('data-tx-hash') }))
    expect(success.text).toContain(t.sent)
    const hash = success.hash as `0x${string}`
    const receipt = await rpc(1).waitForTransactionReceipt({ hash })
    const transaction = await rpc(1).getTransaction({ hash })
    expect(transaction.to?.toLowerCase()).toBe(to.toLowerCase())
    const before = await rpc(1).getBalance({ address: to, blockNumber: receipt.blockNumber - 1n })
    const after = await rpc(1).getBalance({ address: to, blockNumber: receipt.blockNumber })
    expect(after - before).toBe(10n ** 16n)
  })

  test(`${language}: a name with no address is refused by name and Enviar stays disabled; on Polygon names are refused`, async ({
    page,
  }) => {
    await openIn(page, language)
    const send = new SendDialog(page)
    await send.open()
    await send.fill('nadie-registro-esto.eth', t.amount)
    await expect(send.message(t.notFound('nadie-registro-esto.eth'))).toBeVisible()
    await expect(send.recipient()).toHaveAttribute('aria-invalid', 'true')
    await expect(send.submit()).toBeDisabled()
    // A resolver that holds no address for the name: the same answer.
    await send.recipient().fill('vacio.eth')
    await expect(send.message(t.notFound('vacio.eth'))).toBeVisible()
    await expect(send.submit()).toBeDisabled()
    await expect(send.recipientResolved()).toHaveCount(0)
    // Another network: the name is not looked up at all.
    await send.recipient().fill('ana.eth')
    await expect(send.recipientResolved()).toBeVisible()
    await send.network().selectOption('polygon')
    await send.amount().fill('1')
    await expect(send.message(t.wrongNetwork)).toBeVisible()
    await expect(send.recipientResolved()).toHaveCount(0)
    await expect(send.submit()).toBeDisabled()
  })
}
