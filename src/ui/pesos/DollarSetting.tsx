import { useId } from 'react'
import { dollarKinds, toDollarKind } from '../../domain/pesos/dollarKinds'
import { useAppActors, usePreferences } from '../app/AppActors'
import { useT } from '../i18n'
import { SelectField } from '../kit/Field'

/** Sets the dólar for pesos: a preference of the device, so every open tab follows it. */
function useDollarChoice() {
  const { preferences } = useAppActors()
  const dollar = usePreferences((s) => s.context.dollar)
  return {
    dollar,
    choose: (value: string) => preferences.send({ type: 'dollar.set', dollar: toDollarKind(value) }),
  }
}

/**
 * "Dólar para ver en pesos" in the settings panel, drawn like its other choices: MEP (default), cripto,
 * oficial or blue, with a line on what it does.
 */
export function DollarSetting() {
  const t = useT()
  const noteId = useId()
  const { dollar, choose } = useDollarChoice()
  return (
    <>
      <label className="field">
        <span>{t('pesos.setting')}</span>
        <select value={dollar} aria-describedby={noteId} onChange={(e) => choose(e.target.value)}>
          {dollarKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`pesos.option.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <p id={noteId} className="muted small">
        {t('pesos.setting.note')}
      </p>
    </>
  )
}

/** The same choice as a kit select, for sheets built of SelectFields (the vaults page's settings). */
export function DollarSelectField() {
  const t = useT()
  const { dollar, choose } = useDollarChoice()
  return (
    <SelectField
      label={t('pesos.setting')}
      value={dollar}
      options={dollarKinds.map((kind) => ({ value: kind, label: t(`pesos.option.${kind}`) }))}
      onChange={choose}
    />
  )
}
