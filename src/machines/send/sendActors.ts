import type { Address } from 'viem'
import { type ActorRefFrom, type EventObject, fromCallback, fromPromise } from 'xstate'
import { type NetworkId, networks } from '../../domain/catalogue/networks'
import type { TokenKey } from '../../domain/catalogue/tokens'
import type { scannerMachine } from '../scanner'
import type { sessionMachine } from '../session/sessionMachine'
import { chain } from '../shared/chain'
import { resolveName } from '../shared/resolveNameActor'

/** What a transfer needs, from the send form. */
export type TransferInput = {
  address: Address | null
  network: NetworkId
  tokenKey: TokenKey
  to: Address
  amount: bigint
}

/** The most the network fee can be, in wei of the native coin, and its USD estimate when prices answer. */
export type FeeQuote = { maxFee: bigint; usd: number | null }

/** The app's session: the wallet's balances live there. */
export type SessionRef = ActorRefFrom<typeof sessionMachine>
export type ScannerRef = ActorRefFrom<typeof scannerMachine>

const payeeStore = () => import('../../chain/payees')

/**
 * The send dialog's I/O, loaded only when the dialog is used. Signing and broadcasting are the money
 * pipeline's (`planActors`). Tests replace each one with `sendMachine.provide({ actors })`.
 */
export const sendActors = {
  /** Simulates the transfer and prices it (gas limit × max fee), with a USD estimate. */
  quoteFee: fromPromise<FeeQuote, TransferInput>(async ({ input }) => {
    if (!input.address) throw new Error('No wallet available')
    const [{ quoteTransfer }, service] = await Promise.all([import('../../chain/send'), chain()])
    const quote = await quoteTransfer(service.clients[input.network], {
      profile: service.profile,
      network: input.network,
      tokenKey: input.tokenKey,
      from: input.address,
      to: input.to,
      amount: input.amount,
    })
    let usd: number | null = null
    try {
      const { toApproximateNumber } = await import('../../domain/amounts')
      const price = (await service.prices()).quotes[networks[input.network].nativeSymbol].price
      usd = toApproximateNumber(quote.maxFee, 18) * price
    } catch (error) {
      console.warn('[send] no price for the fee estimate', error)
    }
    return { maxFee: quote.maxFee, usd }
  }),
  /** Looks an ENS name up on Ethereum: the same lookup the payee and watch forms use. */
  resolveName,
  /** Saved payees' and past recipients' addresses, for the look-alike check; follows other tabs. */
  watchKnownAddresses: fromCallback<EventObject, { from: Address | null }>(({ sendBack, input }) => {
    let stop = () => {}
    let live = true
    const load = async () => {
      const store = await payeeStore()
      const [payees, recipients] = await Promise.all([
        store.readPayees(),
        store.readRecipients(input.from ?? undefined),
      ])
      if (live)
        sendBack({ type: 'known.update', addresses: [...payees.map((p) => p.address), ...recipients] })
    }
    void payeeStore().then((store) => {
      if (live) stop = store.watchPayeeStore(() => void load().catch(console.warn))
    })
    void load().catch((error) => console.warn('[send] payees unavailable', error))
    return () => {
      live = false
      stop()
    }
  }),
  /** The session's balances, each time they change: Máx. and the balance line follow them. */
  followSession: fromCallback<EventObject, { session: SessionRef | null }>(({ sendBack, input }) => {
    if (!input.session) return
    let last = input.session.getSnapshot().context.balances
    const subscription = input.session.subscribe((s) => {
      if (s.context.balances === last) return
      last = s.context.balances
      sendBack({ type: 'balances.update', balances: last })
    })
    return () => subscription.unsubscribe()
  }),
  /** The dialog's scanner: a code it reads fills the form (`scan.result`). */
  followScanner: fromCallback<EventObject, { scanner: ScannerRef }>(({ sendBack, input }) => {
    const subscription = input.scanner.on('scanner.detected', ({ data }) =>
      sendBack({ type: 'scan.result', data }),
    )
    return () => subscription.unsubscribe()
  }),
  /** Remembers where money went, for the next look-alike check. */
  rememberRecipient: fromPromise<void, { to: Address; from: Address | null }>(async ({ input }) =>
    (await payeeStore()).rememberRecipient(input.to, input.from ?? undefined),
  ),
}
