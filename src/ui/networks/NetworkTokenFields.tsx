import { type NetworkId, networkIds, networks } from '../../domain/catalogue/networks'
import { type TokenKey, tokensOn } from '../../domain/catalogue/tokens'
import { SelectField } from '../kit/Field'

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
      <SelectField
        label={props.networkLabel}
        value={props.network}
        disabled={props.disabled}
        options={networkIds.map((id) => ({ value: id, label: networks[id].name }))}
        onChange={props.onNetwork}
      />
      <SelectField
        label={props.tokenLabel}
        value={props.tokenKey}
        disabled={props.disabled}
        options={tokensOn(props.network).map((tk) => ({ value: tk.key, label: tk.symbol }))}
        onChange={props.onToken}
      />
    </div>
  )
}
