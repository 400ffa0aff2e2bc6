import * as Dialog from '@radix-ui/react-dialog'
import { Link } from '@tanstack/react-router'
import { useT } from '../i18n'

/** The Get-USDe instructions: buy ETH, USDC or DAI; mint USDe on Ethena's site; approve and mint; a link to /buy. */
export function GetUsdeDialog() {
  const t = useT()
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="button">
          {t('home.getUsde')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog card">
          <Dialog.Title>{t('usde.title')}</Dialog.Title>
          <Dialog.Description>{t('usde.intro')}</Dialog.Description>
          <ol>
            <li>{t('usde.step1')}</li>
            <li>{t('usde.step2')}</li>
            <li>{t('usde.step3')}</li>
          </ol>
          <div className="row">
            <Link to="/buy" className="button primary">
              {t('usde.buy')}
            </Link>
            <Dialog.Close asChild>
              <button type="button" className="button">
                {t('usde.close')}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
