import { useDeferredValue, useMemo, useState } from 'react'
import { networkIds } from '../../domain/catalogue/networks'
import { useT } from '../i18n'
import { NetworkTokens } from './NetworkTokens'
import { useValuedTokens } from './PortfolioProvider'
import { rowsOf } from './tokenRows'

/**
 * The catalogue's tokens grouped by network: holdings first by value, long lists collapsed, and the tokens
 * with no balance behind one switch. The lists follow balances and prices as a deferred value: when a read
 * lands, the total above shows it at once and the rows render again in the background, in short slices.
 */
export function TokenLists() {
  const t = useT()
  const valued = useDeferredValue(useValuedTokens())
  const [withZero, setWithZero] = useState(false)
  const zero = valued.filter((v) => v.balance === 0n).length
  const lists = useMemo(
    () => networkIds.map((id) => ({ id, rows: rowsOf(valued, id, withZero) })),
    [valued, withZero],
  )
  return (
    <section className="card tokens" aria-labelledby="tokens-title">
      <h2 id="tokens-title">{t('home.tokens')}</h2>
      {zero === valued.length && !withZero && <p className="muted">{t('home.tokens.empty')}</p>}
      {lists.map(({ id, rows }) => (
        <NetworkTokens key={id} network={id} rows={rows} />
      ))}
      {zero > 0 && (
        <label className="check zero-toggle">
          <input type="checkbox" checked={withZero} onChange={(e) => setWithZero(e.target.checked)} />
          {t('home.tokens.showZero', { count: zero })}
        </label>
      )}
    </section>
  )
}
