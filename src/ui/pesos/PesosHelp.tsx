import type { ReactNode } from 'react'
import { useT } from '../i18n'

/**
 * "¿Cómo se calcula?": what TEA means and how rates reported as APR become TEA, and the real yield in pesos
 * in words, with a worked example, then what the screen adds (`children`). Closed until asked for.
 */
export function PesosHelp({ children }: { children?: ReactNode }) {
  const t = useT()
  return (
    <details className="pesos-help small" data-testid="pesos-help">
      <summary>{t('pesos.help.title')}</summary>
      <p>{t('pesos.help.tea')}</p>
      <p>{t('pesos.help.formula')}</p>
      <p>{t('pesos.help.example')}</p>
      {children}
    </details>
  )
}
