import { expect, type Page, test } from '@playwright/test'
import { PayeesPanel } from './pages/PayeesPanel'
import { SendDialog } from './pages/SendDialog'
import { otherWindow } from './support/tabs'
import { manifest, openFundedHome, unlockHome } from './support/wallet'

const ana = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const beto = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

/** Writes a payee list straight into IndexedDB (idb-keyval's store), as an earlier session left it. */
async function seedPayees(page: Page, count: number) {
  await page.evaluate(async (n) => {
    const payees = Array.from({ length: n }, (_, i) => ({
      id: `seed-${n - i}`,
      name: `Seed ${n - i}`,
      address: `0x${(n - i).toString(16).padStart(40, '0')}`,
      network: 'ethereum',
    }))
    await new Promise<void>((done, fail) => {
      const request = indexedDB.open('keyval-store')
      request.onupgradeneeded = () => request.result.createObjectStore('keyval')
      request.onerror = () => fail(request.error)
      request.onsuccess = () => {
        const tx = request.result.transaction('keyval', 'readwrite')
        tx.objectStore('keyval').put(payees, 'payees')
        tx.oncomplete = () => {
          request.result.close()
          done()
        }
      }
    })
  }, count)
}

async function openPayees(page: Page) {
  const send = new SendDialog(page)
  await send.open()
  return { send, payees: new PayeesPanel(page) }
}

/** The payees panels of this tab and of a second one in the same browser, unlocked there. */
async function twoTabs(page: Page) {
  const other = await otherWindow(page)
  await unlockHome(other)
  return [(await openPayees(page)).payees, (await openPayees(other)).payees] as const
}

test.describe('saved payees', () => {
  test.beforeEach(async ({ page }) => {
    await openFundedHome(page)
  })

  test('add trims, ignores blanks, refuses bad addresses, and picking fills the recipient', async ({
    page,
  }) => {
    const { send, payees } = await openPayees(page)
    await payees.formToggle().click()
    await payees.name().fill('   ')
    await payees.address().fill(ana)
    await payees.save().click()
    await expect(payees.listToggle()).toHaveText('Ver destinatarios (0)')
    await payees.name().fill('  Ana  ')
    await payees.address().fill('0x1234')
    await payees.save().click()
    await expect(payees.panel().getByRole('alert')).toHaveText(
      'La dirección no es válida: empieza con 0x y sigue con 40 caracteres hexadecimales.',
    )
    await payees.address().fill(`  ${ana.toLowerCase()}  `)
    await payees.save().click()
    await expect(payees.save()).toBeHidden()
    await payees.listToggle().click()
    await expect(payees.rows()).toHaveCount(1)
    await expect(payees.rows().first()).toContainText(`Ana ${ana}`)
    await payees.pick('Ana').click()
    await expect(send.recipient()).toHaveValue(ana)
    // A look-alike of a saved payee (same first and last four) is flagged.
    await send.recipient().fill('0x5aaeb0000000000000000000000000000001eaed')
    await expect(send.lookalike()).toContainText(ana)
    // A name is taken as Send takes it (ana.eth, registered on the devnet): looked up, saved as its address.
    const anaEns = (manifest().chains['1'] as unknown as { ensNames: Record<string, string> }).ensNames[
      'ana.eth'
    ]
    await payees.add('Ana ENS', 'ana.eth')
    await expect(payees.save()).toBeHidden()
    await expect(payees.rows().first()).toContainText(`Ana ENS ${anaEns}`)
  })

  test('keeps at most 200, newest first, across a reload', async ({ page }) => {
    await seedPayees(page, 200)
    const { payees } = await openPayees(page)
    await expect(payees.listToggle()).toHaveText('Ver destinatarios (200)')
    await payees.add('Newest', ana)
    await expect(payees.listToggle()).toHaveText('Ver destinatarios (200)')
    await payees.listToggle().click()
    await expect(payees.rows().first()).toContainText('Newest')
    await expect(payees.rows().nth(1)).toContainText('Seed 200')
    await expect(payees.rows().last()).toContainText('Seed 2')
    await unlockHome(page)
    const again = await openPayees(page)
    await again.payees.listToggle().click()
    await expect(again.payees.rows()).toHaveCount(200)
    await expect(again.payees.rows().first()).toContainText('Newest')
  })

  test('two tabs adding at once both keep their payee, and each tab sees the other’s', async ({ page }) => {
    const [one, two] = await twoTabs(page)
    await Promise.all([one.add('From tab one', ana), two.add('From tab two', beto)])
    for (const tab of [one, two]) {
      await expect(tab.listToggle()).toHaveText('Ver destinatarios (2)')
    }
  })

  test('edit and delete reach the other tab; an address saved again offers to rename instead', async ({
    page,
  }) => {
    const [one, two] = await twoTabs(page)
    await one.add('Ana', ana)
    await expect(two.listToggle()).toHaveText('Ver destinatarios (1)')
    await two.listToggle().click()
    await two.edit('Ana').click()
    await expect(two.name()).toHaveValue('Ana')
    await two.name().fill('Ana María')
    await two.save().click()
    await one.listToggle().click()
    await expect(one.rows()).toHaveCount(1)
    await expect(one.rows().first()).toContainText('Ana María')

    await one.add('Anita', ana.toLowerCase())
    await expect(one.confirmation()).toContainText('Esa dirección ya está guardada como Ana María')
    await one.confirmButton(/^Cambiar nombre$/).click()
    for (const tab of [one, two]) {
      await expect(tab.rows()).toHaveCount(1)
      await expect(tab.rows().first()).toContainText(`Anita ${ana}`)
    }

    await two.remove('Anita').click()
    await expect(two.confirmation()).toContainText('¿Borrar a Anita de tus destinatarios?')
    await two.confirmButton(/^Borrar$/).click()
    for (const tab of [one, two]) await expect(tab.rows()).toHaveCount(0)
    await expect(one.listToggle()).toHaveText('Ocultar destinatarios')
    await one.listToggle().click()
    await expect(one.listToggle()).toHaveText('Ver destinatarios (0)')
  })
})
