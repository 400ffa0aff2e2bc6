import { expect, type Page, test } from '@playwright/test'
import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english.js'
import { bytesToHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { openOrigin, storeLockedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { RevealPage, SignupPage, TermsPage, WelcomePage } from './pages/OnboardingPages'
import { SecretPage } from './pages/SecretPages'
import { SendDialog } from './pages/SendDialog'
import { UnlockPage } from './pages/UnlockPage'
import { exposedCalls, FORGERIES } from './support/forgeries'
import {
  attackerRecord,
  attackerWallet,
  expectNoSecretIn,
  forgeEverything,
  hideAndCover,
  plants,
} from './support/hostileFlows'
import { charactersIn, everythingIn, expectNothingOf } from './support/hostilePage'
import { Hostile, signerRecords } from './support/hostileSuite'
import { watchSendSuccess } from './support/sendSuccess'
import { balanceOf, freshAddress, openFundedHome, rpc, unlockHome } from './support/wallet'

/**
 * Issue 41 step 7 (docs/signer-plan.md): the hostile-page suite. ONE init script (support/hostileSuite.ts) runs on
 * the app's origin only, never the signer's, and while a person unlocks, sends above the new-recipient limit to a
 * new address, deposits into Aave, borrows from Aave and reveals the seed, it records every key, input and text
 * of its document, calls every method of the app's channel with forged arguments (support/forgeries.ts), writes,
 * deletes and rolls back every key of the app's IndexedDB, localStorage and Cache Storage, hides and covers the
 * signer's frames, and opens its own frame and window to the signer. Each test asserts: no password or secret in
 * anything the script recorded or was answered; the chain shows only what the person confirmed (nonces and
 * balances over RPC); the signer's records (read in the signer's frame) are as the person left them.
 *
 * Issue 41's list, item by item (this file unless named):
 * 1. The password typed into the page — `unlock`, `send`, `reveal`, `create`, `borrow` (hostilePageDefi.spec.ts): no
 *    password character, seed word or key in anything recorded or answered; `unlock`, `reveal` refused on the app's
 *    channel and on the channel of the script's own frame.
 * 2. The new-recipient rule in a record the page writes — `send`: the rule planted off (with a huge limit) in the
 *    app's storage and the early copy rolled back; the frame still asks, the signer's rule is the person's.
 * 3. The cache rewritten — hostilePageCache.spec.ts: the script rewrites every cached file; the next visit runs
 *    none of it.
 * 4. Running sums in the worker's memory — `send`: US$ 96 to a new address, the app's storage rewritten and
 *    rolled back, a reload, US$ 96 more to another: the frame asks for the password.
 * 5. restore(…, { allowDifferent }) swaps the wallet — hostilePageChannel.spec.ts (`restore`); and in `unlock` a
 *    wallet and archive of the script's, planted in the app's storage and handed over by its own frame, are
 *    taken nowhere (`held: false`, the signer's records unchanged).
 * 6. The page deletes the wallet and the archive — `unlock`: every key of the app's storage overwritten and
 *    deleted, then every database of its origin deleted; the signer's records unchanged, the person unlocks
 *    after the next visit.
 * 7. Smaller findings — `unlock`: setAutoLockMinutes(1440) refused (the app's channel and the script's own
 *    frame) and a planted 1440 not taken; a review the script makes itself cannot be signed without the frame
 *    (`send`, and hostilePageChannel.spec.ts under the limit); the account list while locked is the signer's
 *    (`unlock`: the script's own frame reads the person's address, its planted record is ignored).
 * Every method of the app's channel is forged in `unlock` (every one, `lock` last) and, but `lock`, in `reveal`,
 * `deposit` and `borrow` while the person's review or secret is on screen (support/forgeries.ts).
 */

test('every method of the app’s channel to the key worker has its forgeries listed', () => {
  // A method added to the worker's API without a forgery in support/forgeries.ts fails here (and the type check).
  expect(Object.keys(FORGERIES).sort()).toEqual(exposedCalls().sort())
})

test('unlock (items 1, 5, 6, 7): the script records no password, every forged call fails, the app’s storage rewritten, deleted and rolled back and its own frame and window change nothing in the signer', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const hostile = await Hostile.install(page, baseURL as string)
  const attacker = attackerWallet()
  const record = await attackerRecord(attacker)
  const before = await rpc(1).getTransactionCount({ address: testAddress })
  await openOrigin(page)
  await storeLockedWallet(page)
  await page.goto('/home')
  const unlock = new UnlockPage(page)
  await expect(unlock.password()).toBeVisible()
  // Early: the script copies everything the app's origin stores.
  const early = await hostile.snapshot()
  // The frame is hidden, covered, moved away; the page reads nothing of it at any moment.
  for (const how of ['opacity', 'overlay', 'offscreen'] as const) {
    expect(await hostile.cover(how)).toBeGreaterThan(0)
    for (const reads of await hostile.readFrames())
      expect(Object.values(reads).every((read) => read === 'null' || read === 'SecurityError')).toBe(true)
    await hostile.uncover()
  }
  await unlock.password().pressSequentially('no-es-la-clave')
  await unlock.password().press('Enter')
  await expect(unlock.error()).toBeVisible()
  // The person presses Enter in the frame's field.
  await unlock.password().fill(testPassword)
  await unlock.password().press('Enter')
  await page.waitForURL(/\/home$/)
  const left = await signerRecords(page)

  // Every method of the app's channel, forged.
  const forged = await forgeEverything(hostile, {
    address: testAddress,
    password: testPassword,
    attacker: { address: attacker.address, key: attacker.key, phrase: attacker.phrase },
  })
  expect(forged.wrong).toEqual([])
  expectNoSecretIn(forged.replies, [testKey])

  // The app's storage: every key written over and deleted, issue 41's records planted, its databases deleted.
  const planted = plants(testAddress, record)
  await hostile.overwriteAndDelete()
  await hostile.plant(planted.entries, planted.local)
  // Its own frame of the signer: the "what is stored?" question and the connect, each with its wallet handed
  // over as an earlier version's; the calls on the channel it gets.
  const own = await hostile.ownFrame(
    '',
    [
      ['status', []],
      ['unlock', [testPassword]],
      ['reveal', [testPassword, 'privateKey']],
      ['setRecipientGuard', [testPassword, { enabled: false, limitUsd: 1_000_000 }]],
      ['setAutoLockMinutes', [testPassword, 1440]],
    ],
    { vault: record, archive: [{ id: 'hostile', record }], autoLockMinutes: 1440 },
  )
  expect(own.stored).toMatchObject({
    exists: true,
    address: testAddress,
    held: { vault: false, archive: false },
  })
  expect(Object.values(own.reads).every((read) => read === 'SecurityError')).toBe(true)
  expect(own.replies.status).toMatchObject({ value: { unlocked: false, address: testAddress } })
  for (const method of ['unlock', 'reveal', 'setRecipientGuard', 'setAutoLockMinutes'])
    expect(own.replies[method], method).toMatchObject({ type: 'HANDLER', value: { name: 'TypeError' } })
  // Its own window of the signer: the signer's page there has no parent, no channel and no hooks.
  const popup = page.waitForEvent('popup')
  expect(await hostile.ownWindow('screen=unlock')).toBe(true)
  const opened = await popup
  await opened.waitForLoadState()
  const knocked = await hostile.knock()
  expect(Object.values(knocked.reads).every((read) => read === 'SecurityError')).toBe(true)
  await expect(opened.locator('body')).toHaveText('Billetera')
  expect(
    await opened.evaluate(() => Object.keys(window).filter((k) => k.startsWith('billeteraSigner'))),
  ).toEqual([])
  expect(opened.workers()).toEqual([])
  expect(knocked.messages).toEqual([])
  await opened.close()

  // The signer's records are as the person left them; nothing was signed.
  expect(await signerRecords(page)).toEqual(left)
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(before)
  expect(await rpc(1).getBalance({ address: attacker.address })).toBe(0n)

  // Item 6: every database of the app's origin deleted; on the next visit the planted records are handed over
  // with the first question and taken nowhere; the person's password opens their wallet.
  expect(await hostile.deleteDatabases()).toContain('keyval-store')
  await hostile.collect()
  await page.goto('/devnet-manifest.json')
  await page.evaluate(() => localStorage.setItem('autoLockMinutes', '1440'))
  await hostile.plant(planted.entries, planted.local)
  await page.goto('/home')
  await expect(unlock.password()).toBeVisible()
  // Item 7: while locked, the account list is the signer's record's, not the one planted on the app's origin.
  await expect.poll(() => hostile.hasChannel()).toBe(true)
  expect((await hostile.call('status', [])).value).toMatchObject({
    unlocked: false,
    address: testAddress,
    accounts: [{ index: 0, address: testAddress }],
  })
  await unlock.unlock(testPassword)
  await page.waitForURL(/\/home$/)
  expect(await signerRecords(page)).toEqual(left)
  // Late: the script puts back its early copy; the signer is untouched again.
  await hostile.rollback(early)
  expect(await signerRecords(page)).toEqual(left)

  const seen = await hostile.collect()
  expectNothingOf(seen, [testPassword, 'no-es-la-clave'])
  expectNoSecretIn(everythingIn(seen), [testKey])
  expect(charactersIn(seen)).toEqual([])
})

/** A send of `amount` ETH to `to`, up to its review (the frame asks for the password when the worker says so). */
async function reviewSend(page: Page, to: `0x${string}`, amount: string): Promise<SendDialog> {
  const send = new SendDialog(page)
  await send.open()
  await send.fill(to, amount)
  await send.submit().click()
  await expect(send.confirm()).toBeVisible()
  return send
}

/** Confirms the open review (the password typed in the signer's frame when given); waits until it is mined. */
async function confirmSend(send: SendDialog, password?: string) {
  const success = await watchSendSuccess(send.page)
  if (password) await send.confirmWithPassword(password)
  else await send.pressConfirm()
  const { hash } = await success()
  await rpc(1).waitForTransactionReceipt({ hash })
  await expect(send.dialog()).toBeHidden()
}

/**
 * The signer's records but those a confirmed transfer changes: its running sums (issue 41 item 4, `guard-ledger`)
 * and the new-recipient rule's trusted addresses (`recipient-guard`), each checked on its own.
 */
const besidesSums = (records: Record<string, string>) =>
  Object.fromEntries(Object.entries(records).filter(([key]) => !/\/(guard-ledger|recipient-guard)/.test(key)))

/** The signer's new-recipient rule for the wallet, as stored (its MAC left out). */
const guardRule = (records: Record<string, string>, address: string) => {
  const stored = records[`keyval-store/keyval/recipient-guard:${address.toLowerCase()}`]
  const { mac: _mac, ...rule } = JSON.parse(stored ?? '{}') as Record<string, unknown>
  return rule
}

test('send above the limit to a new address (items 1, 2, 4): the rule planted off and rolled back in the app’s storage, the frame still asks; the script sees no password; only the person’s sends reach the chain; the sums survive a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const hostile = await Hostile.install(page, baseURL as string)
  const attacker = attackerWallet()
  await openFundedHome(page)
  const before = await rpc(1).getTransactionCount({ address: testAddress })
  // Early: the app's storage as it is now; then issue 41's records planted (the new-recipient rule off, no sums).
  const early = await hostile.snapshot()
  const planted = plants(testAddress, await attackerRecord(attacker))
  await hostile.overwriteAndDelete()
  await hostile.plant(planted.entries, planted.local)
  const left = await signerRecords(page)

  // Above the US$ 100 limit, to an address never paid: the frame asks for the password (the planted rule is not read).
  const to = freshAddress()
  const send = await reviewSend(page, to, '0,25')
  await expect(send.reviewPasswordBox()).toContainText(/nunca confirmaste un envío/)
  // A key the person presses on the app's page is recorded: the recorder works.
  await send.reviewRecipient().click()
  await page.keyboard.press('Shift')
  expect((await hostile.collect()).keys).toContain('Shift')
  // While the frame asks: faded out and covered (Confirmar stops answering and says why), and read; the script's
  // own Confirm of that review refused.
  await send.reviewFrame.show()
  await expect(send.confirm()).toBeEnabled()
  await hideAndCover(
    hostile,
    send.reviewFrame,
    'Confirmar responde solo con esta revisión a la vista y sin nada encima.',
  )
  const [review] = (await hostile.collect()).reviews.slice(-1)
  expect(review).toMatch(/^[0-9a-f]{32}$/)
  for (const [method, args, error] of [
    ['signReviewed', [review, { nonce: before, password: testPassword }], 'TypeError'],
    ['approveReview', [review, testPassword], 'TypeError'],
    ['reviewSummary', [review], 'TypeError'],
  ] as const)
    expect((await hostile.call(method, [...args])).value, method).toMatchObject({ name: error })
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(before)
  // The person types a wrong password, then theirs, in the frame (by keyboard), and confirms.
  await send.passwordFrame.refuse('no-es-la-clave-2')
  await confirmSend(send, testPassword)
  expect(await balanceOf(1, to)).toBe(250_000_000_000_000_000n)
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(before + 1)
  // The signer's records: the rule as the person left it (on, US$ 100), now trusting the address they paid with
  // the password, and nothing else changed but the running sums.
  const after = await signerRecords(page)
  expect(guardRule(after, testAddress)).toEqual({ enabled: true, limitUsd: 100, trusted: [to.toLowerCase()] })
  expect(besidesSums(after)).toEqual(besidesSums(left))

  // Item 4: US$ 96 to a new address needs no password; the script rolls the app's storage back to its early
  // copy and the tab reloads; US$ 96 more to another new address asks for it.
  const first = freshAddress()
  const under = await reviewSend(page, first, '0,016')
  await expect(under.reviewPasswordBox()).toHaveCount(0)
  await confirmSend(under)
  expect(await balanceOf(1, first)).toBe(16_000_000_000_000_000n)
  await hostile.overwriteAndDelete()
  await hostile.rollback(early)
  await hostile.collect()
  await page.reload()
  await unlockHome(page)
  const second = await reviewSend(page, freshAddress(), '0,016')
  await expect(second.reviewPasswordBox()).toContainText(/nunca confirmaste un envío/)
  await second.pressBack()

  // The chain: exactly the person's two sends; nothing to the script.
  expect(await rpc(1).getTransactionCount({ address: testAddress })).toBe(before + 2)
  expect(await rpc(1).getBalance({ address: attacker.address })).toBe(0n)
  const seen = await hostile.collect()
  expectNothingOf(seen, [testPassword, 'no-es-la-clave-2'])
  expect(charactersIn(seen)).toEqual([])
})

const PHRASE =
  'abstract category multiply accident broccoli champion daughter elephant frequent mountain hospital decorate'

test('reveal the seed in the frame (item 1): the script records no password and no word, its reveal and every other forgery fail, and the signer’s records stay', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const hostile = await Hostile.install(page, baseURL as string)
  const wallet = {
    key: bytesToHex(mnemonicToEntropy(PHRASE, wordlist)),
    address: mnemonicToAccount(PHRASE).address,
  }
  await openOrigin(page)
  await storeLockedWallet(page, testPassword, wallet, 'mnemonic')
  await page.goto('/view-seed-phrase')
  await new UnlockPage(page).unlock(testPassword)
  await expect(page).toHaveURL(/\/view-seed-phrase$/, { timeout: 30_000 })
  const left = await signerRecords(page)
  const secret = new SecretPage(page)
  await expect(secret.masked()).toHaveCount(12)
  await secret.password().pressSequentially('no-es-esta')
  await secret.password().press('Enter')
  await expect(secret.error()).toHaveText('Contraseña incorrecta. Probá de nuevo.', { timeout: 30_000 })
  await secret.password().fill(testPassword)
  await secret.password().press('Enter')
  await expect(secret.value()).toHaveText(PHRASE, { timeout: 30_000 })
  // With the words on screen: the frame hidden, covered, moved and read; every method of the channel forged.
  for (const how of ['opacity', 'overlay', 'offscreen'] as const) {
    expect(await hostile.cover(how)).toBeGreaterThan(0)
    for (const reads of await hostile.readFrames())
      expect(Object.values(reads).every((read) => read === 'null' || read === 'SecurityError')).toBe(true)
    await hostile.uncover()
  }
  const attacker = attackerWallet()
  // On a seed wallet the app's channel adds an account and hides the person's without a gesture (reported in
  // docs/signer-plan.md step 7, not one of issue 41's items): left out here, where they would switch the account
  // on screen; the key-wallet flows forge them.
  const forged = await forgeEverything(
    hostile,
    { address: wallet.address, password: testPassword, attacker },
    false,
    ['addAccount', 'setAccountHidden'],
  )
  expect(forged.wrong).toEqual([])
  // Not one word of the phrase in any answer the script got (a whole-word match: "about" is not "abstract").
  const words = PHRASE.split(' ')
  expect(words.filter((word) => new RegExp(`\\b${word}\\b`).test(forged.replies))).toEqual([])
  await secret.hide().press('Enter')
  await expect(secret.masked()).toHaveCount(12)

  expect(await signerRecords(page)).toEqual(left)
  const seen = await hostile.collect()
  expectNothingOf(seen, [testPassword, 'no-es-esta'])
  const everything = everythingIn(seen)
  expect(words.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(everything))).toEqual([])
})

test('create a wallet in the frame (item 1): no password character and no new word recorded or answered, every forgery fails, a planted wallet is not taken, and the wallet opens with its password', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const hostile = await Hostile.install(page, baseURL as string)
  const PASSWORD = 'clave-nueva-del-test-1'
  const welcome = new WelcomePage(page)
  await welcome.open()
  await welcome.create().click()
  await new SignupPage(page).fill('Ana')
  await new TermsPage(page).accept().click()
  const reveal = new RevealPage(page)
  await expect(reveal.password()).toBeVisible()
  // What the app's document held before any word existed (a word of the phrase may be a common word too).
  const before = everythingIn(await hostile.collect())
  // The frame hidden, covered, moved away and read before the person types; then by keyboard alone.
  for (const how of ['opacity', 'overlay', 'offscreen'] as const) {
    expect(await hostile.cover(how)).toBeGreaterThan(0)
    for (const reads of await hostile.readFrames())
      expect(Object.values(reads).every((read) => read === 'null' || read === 'SecurityError')).toBe(true)
    await hostile.uncover()
  }
  await reveal.password().fill(PASSWORD)
  await reveal.confirmation().fill(PASSWORD)
  await reveal.confirmation().press('Enter')
  await expect(reveal.seedWords()).toHaveCount(12)
  const words = await reveal.words()
  const address = (await reveal.address().textContent()) as `0x${string}`
  await reveal.saved().press('Enter')
  await expect(reveal.quizFields()).toHaveCount(3)
  for (const field of await reveal.quizFields().all()) {
    const position = Number((await field.getAttribute('id'))?.replace('word-', ''))
    await field.fill(words[position - 1] as string)
  }
  await reveal.quizFields().last().press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 })
  const left = await signerRecords(page)
  expect(JSON.parse(left['keyval-store/keyval/vault'] ?? '{}').address).toBe(address)

  // Every method of the channel forged (the account list's calls left out on a seed wallet, see `reveal`), the
  // app's storage rewritten and planted, its own frame handing over the script's wallet.
  const attacker = attackerWallet()
  const forged = await forgeEverything(hostile, { address, password: PASSWORD, attacker }, true, [
    'addAccount',
    'setAccountHidden',
  ])
  expect(forged.wrong).toEqual([])
  const record = await attackerRecord(attacker)
  const planted = plants(address, record)
  await hostile.overwriteAndDelete()
  await hostile.plant(planted.entries, planted.local)
  const own = await hostile.ownFrame('', [['status', []]], { vault: record, archive: [{ id: 'x', record }] })
  expect(own.stored).toMatchObject({ exists: true, address, held: { vault: false, archive: false } })
  expect(await signerRecords(page)).toEqual(left)

  // The forged lock locked it: the next visit unlocks with the person's password, the same wallet.
  await hostile.collect()
  await page.goto('/home')
  await new UnlockPage(page).unlock(PASSWORD)
  await page.waitForURL(/\/home$/)
  expect((await hostile.call('status', [])).value).toMatchObject({ unlocked: true, address })
  expect(await signerRecords(page)).toEqual(left)

  const seen = await hostile.collect()
  expectNothingOf(seen, [PASSWORD])
  // A word of a random phrase can be a word of the app's own storage and messages too (`vault`, `record`, `key`,
  // which the forgeries and plants above write): single words are looked for in what the page shows and what was
  // typed in it (its letters, one after another); the phrase, as two of its words side by side, in everything the
  // script got.
  const typed = charactersIn(seen).join('')
  // What the page showed and what was typed in it. The fields' values are left to the pairs below: a select's or a
  // setting's one-word value ("false" failed a run) is a single word that proves nothing.
  const shownOrTyped = [typed, ...seen.texts].join('\n')
  // A word that is also one of the app's own (English dashboard's "Wallet panel") may show on a later screen: its
  // single word proves nothing, and the pairs below still catch the phrase.
  const appWords = [...Object.values(es), ...Object.values(en)].join('\n')
  const leaked = words.filter((word) => {
    const alone = new RegExp(`\\b${word}\\b`, 'i')
    return alone.test(shownOrTyped) && !alone.test(before) && !alone.test(appWords)
  })
  expect(leaked).toEqual([])
  const everything = `${everythingIn(seen)}\n${forged.replies}`.toLowerCase()
  const pairs = words.slice(1).flatMap((word, i) => {
    const pair = new RegExp(`\\b${words[i]}\\W{1,4}${word}\\b`)
    return pair.test(everything) ? [`${words[i]} ${word}`] : []
  })
  expect(pairs).toEqual([])
})
