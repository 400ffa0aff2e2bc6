import { describe, expect, it } from 'vitest'
import { addPayee, checkPayeeDraft, PAYEE_CAP, type Payee, toPayeeList } from '../../src/domain/payees'

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const payee = (i: number): Payee => ({ id: `p${i}`, name: `Payee ${i}`, address, network: 'ethereum' })

describe('payee form', () => {
  it('trims name and address and saves the checksummed address', () => {
    expect(
      checkPayeeDraft({ name: '  Ana  ', address: `  ${address.toLowerCase()} `, network: 'polygon' }),
    ).toEqual({ kind: 'ok', name: 'Ana', address, network: 'polygon' })
  })

  it.each([
    ['', address],
    ['   ', address],
    ['Ana', '   '],
  ])('does nothing with a blank field (%j, %j)', (name, addr) => {
    expect(checkPayeeDraft({ name, address: addr, network: 'ethereum' })).toEqual({ kind: 'blank' })
  })

  it('refuses a bad address or checksum', () => {
    expect(checkPayeeDraft({ name: 'Ana', address: '0x12', network: 'ethereum' })).toEqual({
      kind: 'invalid',
      problem: 'invalid',
    })
    expect(checkPayeeDraft({ name: 'Ana', address: address.replace('a', 'A'), network: 'ethereum' })).toEqual(
      {
        kind: 'invalid',
        problem: 'checksum',
      },
    )
  })
})

describe('payee list', () => {
  it('puts the newest first and keeps at most 200', () => {
    let list: Payee[] = []
    for (let i = 1; i <= PAYEE_CAP + 5; i++) list = addPayee(list, payee(i))
    expect(list).toHaveLength(200)
    expect(list[0]?.id).toBe('p205')
    expect(list.at(-1)?.id).toBe('p6')
  })

  it('drops stored entries of the wrong shape', () => {
    expect(toPayeeList([payee(1), { id: 2 }, null, 'x'])).toEqual([payee(1)])
    expect(toPayeeList('nope')).toEqual([])
  })
})
