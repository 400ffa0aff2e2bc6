import { type NetworkId, networks } from '../domain/catalogue/networks'
import { NetworkAddFailedError } from '../domain/errors/network'
import { ChainError } from './errors'

/** The EIP-1193 provider a browser wallet injects, if any. */
export type InjectedProvider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

/** The injected provider on `window.ethereum`, or null. */
export function injectedProvider(): InjectedProvider | null {
  const eth = (globalThis as { ethereum?: InjectedProvider }).ethereum
  return eth && typeof eth.request === 'function' ? eth : null
}

/** What happened in the browser wallet. */
export type InjectedSwitchResult = 'switched' | 'added'

/**
 * Asks the browser wallet to switch to a network; on the unknown-chain error 4902 adds it (public endpoints,
 * explorer, native currency) and switches (spec §4).
 * @throws ChainError `network.switchFailed`, or NetworkAddFailedError when the chain could not be added.
 */
export async function switchInjectedChain(
  provider: InjectedProvider,
  network: NetworkId,
): Promise<InjectedSwitchResult> {
  const n = networks[network]
  const chainId = `0x${n.chainId.toString(16)}`
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return 'switched'
  } catch (error) {
    const code =
      (error as { code?: number })?.code ??
      (error as { data?: { originalError?: { code?: number } } })?.data?.originalError?.code
    if (code !== 4902) throw new ChainError('network.switchFailed', { cause: error })
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: n.name,
          nativeCurrency: n.nativeCurrency,
          rpcUrls: [...n.publicRpcUrls],
          blockExplorerUrls: [n.explorer],
        },
      ],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return 'added'
  } catch (error) {
    throw new NetworkAddFailedError({ cause: error })
  }
}
