import { useDeferredValue, useMemo, useState } from 'react'
import { networkIds } from '../../domain/catalogue/networks'
import { useSession } from '../app/AppActors'
import { useT } from '../i18n'
import { NetworkTokens } from './NetworkTokens'
import { useValuedTokens } from './PortfolioProvider'
import { rowsOf } from './tokenRows'

/**
 * The catalogue's tokens grouped by network: holdings first by value, long lists collapsed, and the tokens
 * with no balance behind one switch; once the balances are read and all are zero, how to fill the wallet.
 * The lists follow balances and prices as a deferred value: when a read lands, the total above shows it at
 * once and the rows render again in the background, in short slices.
 */
export function TokenLists() {
  const t = useT()
  const valued = useDeferredValue(useValuedTokens())
  const [withZero, setWithZero] = useState(false)
  // Balances read at least once (or kept from the last visit): before that, nothing says the wallet is empty.
  const read = useSession((s) => Object.keys(s.context.balances).length > 0)
  const zero = valued.filter((v) => v.balance === 0n).length
  const lists = useMemo(
    () => networkIds.map((id) => ({ id, rows: rowsOf(valued, id, withZero) })),
    [valued, withZero],
  )
  return (
    <section className="card tokens" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('home.tokens')}</h2>
      {lists.map(({ id, rows }) => (
        <NetworkTokens key={id} network={id} rows={rows} />
      ))}
      {/* Once the balances are read, and after the lists: above them it moved every list as it went. */}
      {read && zero === valued.length && !withZero && <p className="muted">{t('home.tokens.empty')}</p>}
      {zero > 0 && (
        <label className="check zero-toggle">
          <input type="checkbox" checked={withZero} onChange={(e) => setWithZero(e.target.checked)} />
          {t('home.tokens.showZero', { count: zero })}
        </label>
      )}
    </section>
  )
}
