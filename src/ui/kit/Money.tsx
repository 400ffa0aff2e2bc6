import { type ComponentProps, createContext, type ReactNode, useContext } from 'react'
import { usePreferences } from '../app/AppActors'
import { useT } from '../i18n'

/** What stands for a hidden amount on screen; a screen reader hears "Saldo oculto" instead. */
const HIDDEN_AMOUNT = '••••'

const RealAmountsContext = createContext(false)

/**
 * Everything inside shows the real amounts whatever "Ocultar saldos" says: the review before signing
 * (ReviewPanel) wraps itself in it, since nobody should sign for an amount they could not read.
 */
export function RealAmounts({ children }: { children: ReactNode }) {
  return <RealAmountsContext.Provider value={true}>{children}</RealAmountsContext.Provider>
}

/**
 * Whether amounts of money are hidden where this renders: the user's "Ocultar saldos" (kept on the device,
 * followed by every tab), unless inside {@link RealAmounts}.
 */
function useAmountsHidden(): boolean {
  const hidden = usePreferences((s) => s.context.hideBalances)
  const real = useContext(RealAmountsContext)
  return hidden && !real
}

/**
 * An amount of the user's money, already written in the user's language (`US$ 1.234,56`, `1,5`): the one
 * place "Ocultar saldos" is applied. Hidden, it shows •••• and says "Saldo oculto" to a screen reader; its
 * other props (class, test id, title) stay on the element either way.
 * @example <Money data-testid="total-usd">{formatUsd(language, total)}</Money>
 */
export function Money({ children, className, ...rest }: ComponentProps<'span'>) {
  const t = useT()
  if (!useAmountsHidden())
    return (
      <span className={className} {...rest}>
        {children}
      </span>
    )
  return (
    <span className={className ? `${className} money-hidden` : 'money-hidden'} data-money-hidden="" {...rest}>
      <span aria-hidden="true">{HIDDEN_AMOUNT}</span>
      <span className="visually-hidden">{t('hideBalances.hidden')}</span>
    </span>
  )
}
