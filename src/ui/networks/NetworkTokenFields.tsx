import { type NetworkId, networkIds, networks } from '../../domain/catalogue/networks'
import { type TokenKey, tokensOn } from '../../domain/catalogue/tokens'
import { Field } from '../kit/Field'

type Props = {
  network: NetworkId
  tokenKey: TokenKey
  networkLabel: string
  tokenLabel: string
  disabled?: boolean
  onNetwork: (network: NetworkId) => void
  onToken: (tokenKey: TokenKey) => void
}

/** The network and token pick side by side, as send and receive show it: the tokens are those of the network. */
export function NetworkTokenFields(props: Props) {
  return (
    <div className="field-pair">
      <Field
        label={props.networkLabel}
        render={(control) => (
          <select
            {...control}
            value={props.network}
            disabled={props.disabled}
            onChange={(e) => props.onNetwork(e.target.value as NetworkId)}
          >
            {networkIds.map((id) => (
              <option key={id} value={id}>
                {networks[id].name}
              </option>
            ))}
          </select>
        )}
      />
      <Field
        label={props.tokenLabel}
        render={(control) => (
          <select
            {...control}
            value={props.tokenKey}
            disabled={props.disabled}
            onChange={(e) => props.onToken(e.target.value as TokenKey)}
          >
            {tokensOn(props.network).map((tk) => (
              <option key={tk.key} value={tk.key}>
                {tk.symbol}
              </option>
            ))}
          </select>
        )}
      />
    </div>
  )
}
