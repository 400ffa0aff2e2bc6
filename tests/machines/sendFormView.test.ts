import { describe, expect, it } from 'vitest'
import { formView } from '../../src/machines/send'
import type { SendContext } from '../../src/machines/send/sendForm'

/** What the send form draws under its fields comes from the feature's one selector, never from the view. */
const form = (over: Partial<SendContext>): SendContext => ({
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  watchOnly: false,
  network: 'ethereum',
  tokenKey: 'ETH',
  recipient: '',
  lookup: null,
  amountText: '',
  balances: { ETH: 10n ** 18n },
  known: [],
  fee: null,
  feeError: null,
  notice: null,
  txHash: null,
  explorerUrl: null,
  error: null,
  decimalSeparator: ',',
  ...over,
})
const ana = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const

describe('formView', () => {
  it('names a name as ENS wrote it back, and only for the text it was asked for', () => {
    const notFound = { text: 'Nadie.eth', status: 'notFound' as const, name: 'nadie.eth' }
    expect(formView(form({ recipient: 'Nadie.eth', lookup: notFound }))).toMatchObject({
      typedName: 'nadie.eth',
      recipientProblem: { key: 'send.recipient.nameNotFound', values: { name: 'nadie.eth' } },
      resolved: null,
    })
    // The field changed since: the old answer says nothing; the name is as typed until its own answer comes.
    expect(formView(form({ recipient: 'Otra.eth', lookup: notFound }))).toMatchObject({
      typedName: 'Otra.eth',
      nameResolving: true,
    })
    const resolved = { text: 'ana.eth', status: 'resolved' as const, name: 'ana.eth', address: ana }
    expect(formView(form({ recipient: 'ana.eth', lookup: resolved })).resolved).toMatchObject({
      name: 'ana.eth',
      address: ana,
    })
  })

  it('says nothing of an empty amount, and names a bad one; amount + fee over the native balance', () => {
    expect(formView(form({ amountText: '  ' })).amountProblem).toBeNull()
    expect(formView(form({ amountText: '2' })).amountProblem).toMatchObject({ problem: 'exceedsBalance' })
    const full = form({ recipient: ana, amountText: '1', fee: { maxFee: 1n, usd: null } })
    expect(formView(full)).toMatchObject({ amountProblem: null, shortOnGas: true, refusal: null })
    expect(formView({ ...full, watchOnly: true }).refusal).toEqual({ key: 'accounts.watchOnly.note' })
  })
})
