import { expect, type Frame, type Page, test } from '@playwright/test'
import { fromHex } from '../../src/workers/vault/bytes'
import { deriveSealingKey, seal } from '../../src/workers/vault/keystore'
import { openOrigin, storeLockedWallet, testAddress, testKey, testPassword } from './fixtures/storedWallet'
import { PreviousWallets } from './pages/PreviousWallets'
import { RestoreFrame } from './pages/RestoreFrame'
import { SettingsPanel } from './pages/SecretPages'
import { UnlockPage } from './pages/UnlockPage'
import { seriousViolations } from './support/axe'
import { expectGroupedAddress } from './support/groupedAddress'
import { expectFrameFits, signerFrame } from './support/signerFrame'

/**
 * Issue 41 item 5, "the attacker's becomes theirs", by the handover's door (docs/signer-plan.md step 1 and step
 * 7's finding): on a new device a script on the app's origin plants a sealed wallet of its own where an earlier
 * version of Billetera kept one (the app origin's IndexedDB, `vault`). The app hands it to the signer, which keeps
 * it *found*: the unlock frame names it (its address, found in this browser, saved by an earlier version), and the
 * signer's records hold no wallet of the person's until its password is typed there. An earlier version's real
 * user, whose wallet comes the same way, still opens it in one step.
 */

/** Anvil's second development account: the script's own wallet (a published test key). */
const SCRIPT_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const SCRIPT_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SCRIPT_PASSWORD = 'la-clave-del-script-1'

type Planted = { v: 1; salt: number[]; iv: number[]; ciphertext: number[] } & Record<string, unknown>

/** The script's wallet sealed as the signer seals one (the real KDF), as plain arrays for the init script. */
const scriptRecord: Promise<Planted> = (async () => {
  const sealing = await deriveSealingKey(SCRIPT_PASSWORD)
  const record = await seal(sealing, fromHex(SCRIPT_KEY), {
    address: SCRIPT_ADDRESS,
    kind: 'privateKey',
    created: false,
  })
  return { ...record, salt: [...record.salt], iv: [...record.iv], ciphertext: [...record.ciphertext] }
})()

/** The init script: on the app's origin only, before the app's code, it writes its wallet where an earlier version kept one. */
function plantInAppStorage({ origin, record }: { origin: string; record: Planted }) {
  if (location.origin !== origin) return
  const value = {
    ...record,
    salt: new Uint8Array(record.salt),
    iv: new Uint8Array(record.iv),
    ciphertext: new Uint8Array(record.ciphertext),
  }
  const request = indexedDB.open('keyval-store')
  request.onupgradeneeded = () => request.result.createObjectStore('keyval')
  request.onsuccess = () => {
    const tx = request.result.transaction('keyval', 'readwrite')
    tx.objectStore('keyval').put(value, 'vault')
    tx.oncomplete = () => request.result.close()
  }
}

/** The wallet record the signer's storage holds (read in a signer frame): whose, and whether it is only found. */
function signerRecord(frame: Frame): Promise<{ address: string; found: boolean } | null> {
  return frame.evaluate(
    () =>
      new Promise((done, fail) => {
        const request = indexedDB.open('keyval-store')
        request.onerror = () => fail(request.error)
        request.onsuccess = () => {
          const db = request.result
          if (!db.objectStoreNames.contains('keyval')) return done(null)
          const read = db.transaction('keyval').objectStore('keyval').get('vault')
          read.onsuccess = () => {
            const record = read.result as { address?: string; found?: boolean } | undefined
            db.close()
            done(record ? { address: String(record.address), found: record.found === true } : null)
          }
          read.onerror = () => fail(read.error)
        }
      }),
  )
}

async function atUnlock(page: Page) {
  await page.goto('/home')
  await expect(page).toHaveURL(/\/unlock/)
  const unlock = new UnlockPage(page)
  await expect(unlock.password()).toBeVisible()
  return unlock
}

for (const look of [
  {
    language: 'es',
    theme: 'light',
    title: 'Billetera encontrada en este navegador',
    body: /una versión anterior de Billetera.*Abrila solo si es tuya/,
    wrong: 'Contraseña incorrecta. Probá de nuevo.',
  },
  {
    language: 'en',
    theme: 'dark',
    title: 'Wallet found in this browser',
    body: /earlier version of Billetera.*Open it only if it is yours/,
    wrong: 'Wrong password. Try again.',
  },
] as const) {
  test(`a wallet a script planted in the app's storage on a new device is named as found and is no one's until its password is typed (${look.language}, ${look.theme})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript(plantInAppStorage, {
      origin: new URL(baseURL as string).origin,
      record: await scriptRecord,
    })
    await openOrigin(page)
    await page.evaluate(
      ({ language, theme }) => {
        localStorage.setItem('language', language)
        localStorage.setItem('theme', theme)
      },
      { language: look.language, theme: look.theme },
    )
    const unlock = await atUnlock(page)
    // The frame names it: found in this browser, saved by an earlier version, with its whole address.
    const found = unlock.frame().getByTestId('unlock-found')
    await expect(found.getByText(look.title, { exact: true })).toBeVisible()
    await expect(found).toContainText(look.body)
    // In the app's groups of four, as the app's heading above shows it (drawn as one string, the two read as two
    // wallets).
    await expectGroupedAddress(unlock.frame().getByTestId('unlock-found-address'), SCRIPT_ADDRESS)
    // Set apart from the field (its look is set through the CSSOM, which the signer's policy allows).
    await expect(found).toHaveCSS('border-top-width', '1px')
    const frame = signerFrame(page, 'unlock')
    expect(await seriousViolations(frame)).toEqual([])
    await expectFrameFits(frame)
    // The signer keeps it found: no wallet of the person's.
    expect(await signerRecord(frame)).toEqual({ address: SCRIPT_ADDRESS, found: true })

    // A wrong password leaves it found.
    await unlock.unlock('no-es-esta-clave')
    await expect(unlock.error()).toHaveText(look.wrong)
    expect(await signerRecord(frame)).toEqual({ address: SCRIPT_ADDRESS, found: true })
    await expectFrameFits(frame)

    // Only its own password, typed in the frame, makes it the stored wallet.
    await unlock.unlock(SCRIPT_PASSWORD)
    await expect(page).toHaveURL(/\/home$/)
    const signer = page.frames().find((f) => f.url().startsWith(new URL(frame.url()).origin))
    if (!signer) throw new Error('no signer frame on home')
    expect(await signerRecord(signer)).toEqual({ address: SCRIPT_ADDRESS, found: false })

    // Opened once, it is the wallet: the script's next plant takes nothing, and the frame names nothing.
    await page.reload()
    await expect(page).toHaveURL(/\/unlock/)
    await expect(unlock.password()).toBeVisible()
    await expect(unlock.frame().getByTestId('unlock-found')).toHaveCount(0)
  })
}

test('an earlier version’s real user still opens the wallet in one step: named as found, then theirs', async ({
  page,
}) => {
  // As an earlier version left it: the sealed wallet in the app origin's IndexedDB, before the app runs.
  await openOrigin(page)
  await storeLockedWallet(page)
  const unlock = await atUnlock(page)
  await expect(unlock.frame().getByTestId('unlock-found-address')).toHaveText(testAddress)
  await unlock.unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
  // The app's copy is gone and the signer holds it as the wallet: the next visit asks the password alone.
  expect(
    await page.evaluate(
      () =>
        new Promise((done) => {
          const request = indexedDB.open('keyval-store')
          request.onsuccess = () => {
            const db = request.result
            if (!db.objectStoreNames.contains('keyval')) return done(null)
            const read = db.transaction('keyval').objectStore('keyval').get('vault')
            read.onsuccess = () => done(read.result ?? null)
          }
        }),
    ),
  ).toBeNull()
  await page.reload()
  await expect(unlock.password()).toBeVisible()
  await expect(unlock.frame().getByTestId('unlock-found')).toHaveCount(0)
  await unlock.unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)
})

/** The addresses of the wallets in the signer's archive (Billeteras anteriores), read in a signer frame. */
function signerArchive(frame: Frame): Promise<string[]> {
  return frame.evaluate(
    () =>
      new Promise<string[]>((done, fail) => {
        const request = indexedDB.open('keyval-store')
        request.onerror = () => fail(request.error)
        request.onsuccess = () => {
          const db = request.result
          const read = db.transaction('keyval').objectStore('keyval').get('vault-archive')
          read.onsuccess = () => {
            db.close()
            const list = (read.result as { record?: { address?: string } }[] | undefined) ?? []
            done(list.map((entry) => String(entry.record?.address)))
          }
          read.onerror = () => fail(read.error)
        }
      }),
  )
}

test('a person who does not recognise the found wallet restores theirs: the found one goes to Billeteras anteriores, never kept as theirs', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(plantInAppStorage, {
    origin: new URL(baseURL as string).origin,
    record: await scriptRecord,
  })
  await openOrigin(page)
  const unlock = await atUnlock(page)
  await expect(unlock.frame().getByTestId('unlock-found-address')).toHaveText(SCRIPT_ADDRESS)
  const frame = signerFrame(page, 'unlock')
  const signerOrigin = new URL(frame.url()).origin

  // ¿Olvidaste tu contraseña?: their own key and a new password; the frame names the found wallet it sets aside.
  const restore = new RestoreFrame(page)
  await restore.forgot().click()
  await restore.restore(testKey, 'su-clave-nueva-9')
  await expect(restore.storedAddress()).toHaveText(SCRIPT_ADDRESS)
  await expect(restore.otherAddress()).toHaveText(testAddress)
  await restore.useOther().click()
  await expect(page).toHaveURL(/\/home$/)

  const signer = page.frames().find((f) => f.url().startsWith(signerOrigin))
  if (!signer) throw new Error('no signer frame on home')
  expect(await signerRecord(signer)).toEqual({ address: testAddress, found: false })
  expect(await signerArchive(signer)).toEqual([SCRIPT_ADDRESS])
})

/** The init script's archive plant: its wallet as an entry of Billeteras anteriores where an earlier version kept them. */
function plantArchiveInAppStorage({ origin, record }: { origin: string; record: Planted }) {
  if (location.origin !== origin) return
  const entry = {
    id: '0123456789abcdef0123456789abcdef',
    archivedAt: 1,
    record: {
      ...record,
      salt: new Uint8Array(record.salt),
      iv: new Uint8Array(record.iv),
      ciphertext: new Uint8Array(record.ciphertext),
    },
  }
  const request = indexedDB.open('keyval-store')
  request.onupgradeneeded = () => request.result.createObjectStore('keyval')
  request.onsuccess = () => {
    const tx = request.result.transaction('keyval', 'readwrite')
    tx.objectStore('keyval').put([entry], 'vault-archive')
    tx.oncomplete = () => request.result.close()
  }
}

test('an archived wallet handed over from the app’s storage is named as found in Billeteras anteriores → Abrir', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(plantArchiveInAppStorage, {
    origin: new URL(baseURL as string).origin,
    record: await scriptRecord,
  })
  await openOrigin(page)
  await storeLockedWallet(page)
  const unlock = await atUnlock(page)
  await unlock.unlock(testPassword)
  await expect(page).toHaveURL(/\/home$/)

  const settings = new SettingsPanel(page)
  const previous = new PreviousWallets(page)
  await settings.open().click()
  await previous.show()
  await previous.openButton(SCRIPT_ADDRESS).click()
  const found = previous.frame().getByTestId('unlock-found')
  await expect(found).toContainText('Billetera encontrada en este navegador')
  await expect(found).toContainText(/versión anterior de Billetera.*dejala en Billeteras anteriores/)
  await expect(previous.frame().getByTestId('unlock-found-address')).toHaveText(SCRIPT_ADDRESS)
  expect(await seriousViolations(signerFrame(page, 'reopen'))).toEqual([])
})
