import type { Leftovers } from '../../machines/settings/settingsMachine'
import { useT } from '../i18n'
import { shortAddress } from '../kit/Address'

/**
 * In the Borrar datos / Cerrar sesión question, before anything is removed: for Borrar datos first, plainly,
 * the wallets whose words were never confirmed (lost for good unless written down); then the archived
 * wallets (how many, which) and the plaintext wallets an earlier version left, each with what the answer
 * does to it.
 */
export function RemovalLeftovers({
  leftovers,
  removal,
}: {
  leftovers: Leftovers
  removal: 'delete' | 'logout'
}) {
  const t = useT()
  const { archived, legacy, unconfirmed } = leftovers
  const deleting = removal === 'delete'
  const count = archived.length
  const archivedKey = deleting
    ? count === 1
      ? 'leftovers.deleteArchived.one'
      : 'leftovers.deleteArchived.other'
    : count === 1
      ? 'leftovers.keepArchived.one'
      : 'leftovers.keepArchived.other'
  return (
    <div data-testid="removal-leftovers">
      {deleting && unconfirmed.length > 0 && (
        <div className="error" data-testid="leftovers-unconfirmed">
          <p>
            <strong>
              {t(unconfirmed.length === 1 ? 'leftovers.unconfirmed.one' : 'leftovers.unconfirmed.other', {
                count: unconfirmed.length,
              })}
            </strong>
          </p>
          <ul className="leftovers-list mono">
            {unconfirmed.map((address) => (
              <li key={address} title={address}>
                {shortAddress(address)}
              </li>
            ))}
          </ul>
          <p className="small">{t('leftovers.unconfirmedHint')}</p>
        </div>
      )}
      {count > 0 && (
        <>
          <p className="small">{t(archivedKey, { count })}</p>
          <ul className="leftovers-list mono" data-testid="leftovers-archived">
            {archived.map((wallet) => (
              <li key={wallet.id} title={wallet.address}>
                {shortAddress(wallet.address)}
              </li>
            ))}
          </ul>
        </>
      )}
      {legacy.length > 0 && (
        <>
          <p className="small">{t(deleting ? 'leftovers.deleteLegacy' : 'leftovers.keepLegacy')}</p>
          <ul className="leftovers-list" data-testid="leftovers-legacy">
            {legacy.map((item) => (
              <li key={item.key}>
                <span className="mono" {...(item.address ? { title: item.address } : {})}>
                  {item.address ? shortAddress(item.address) : t('leftovers.legacyNoAddress')}
                </span>
                {!deleting && (
                  <>
                    {' — '}
                    {t(item.sameAsWallet ? 'leftovers.legacyCopy' : 'leftovers.legacyArchived')}
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
