import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useCanFund } from '../home/FaucetButton'
import { useT } from '../i18n'
import { Button, buttonClass } from '../kit/Button'
import { Dialog } from '../kit/Dialog'

/**
 * The Get-USDe instructions: buy ETH, USDC or DAI; mint USDe on Ethena's site; approve and mint; a link to /buy.
 * Not offered for a watched address (minting needs its key).
 */
export function GetUsdeDialog() {
  const t = useT()
  const [open, setOpen] = useState(false)
  const canFund = useCanFund()
  if (!canFund) return null
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button size="sm">{t('home.getUsde')}</Button>}
      title={t('usde.title')}
      description={t('usde.intro')}
    >
      <Link
        to="/swap"
        search={{ to: 'USDe', network: 'ethereum' }}
        className={buttonClass('primary')}
        data-testid="usde-swap"
      >
        {t('usde.swap')}
      </Link>
      <h3 className="usde-other">{t('usde.otherWays')}</h3>
      <ol className="usde-steps">
        <li>{t('usde.step1')}</li>
        <li>{t('usde.step2')}</li>
        <li>{t('usde.step3')}</li>
      </ol>
      <div className="kit-dialog-actions">
        <Button onClick={() => setOpen(false)}>{t('usde.close')}</Button>
        <Link to="/buy" className={buttonClass('primary')}>
          {t('usde.buy')}
        </Link>
      </div>
    </Dialog>
  )
}
