import { useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { endOfLocalDay, localDay } from '../../domain/export/dates'
import {
  figureAge,
  monthlyInflationUpdate,
  quoteUpdate,
  type UpdatePeriod,
  yearlyInflationUpdate,
} from '../../domain/freshness'
import { usePortfolio } from '../home/PortfolioProvider'
import { useT } from '../i18n'

/**
 * Today (`YYYY-MM-DD`) as the portfolio's clock says: selected as a day, so what depends on it renders once a
 * day, not on every tick of the clock.
 */
function useToday(): string {
  return useSelector(usePortfolio().clock, (s) => localDay(s.context.now))
}

/** What an inflation figure's age needs: its source and the day, month or year it refers to. */
type DatedInflation =
  | { source: 'argentinaDatos' | 'worldBank'; date: string }
  | { source: 'spec'; date: null }

/** How a figure's age is said: a sentence of its own, or a few words inside another sentence. */
type AgeForm = 'sentence' | 'short'

/**
 * How old a figure is, in words, when it is older than its source's normal update ("Dato de hace 433 días: es
 * el último que publicó la fuente."); null while it is not.
 */
function useAgeText(): (
  date: string,
  period: UpdatePeriod,
  unit: 'days' | 'months' | 'daysThenMonths',
  form: AgeForm,
) => string | null {
  const t = useT()
  const today = useToday()
  return useCallback(
    (date, period, given, form) => {
      const age = figureAge(date, endOfLocalDay(today), period)
      if (!age.stale) return null
      const unit = given === 'daysThenMonths' ? (age.days > DAYS_THEN_MONTHS ? 'months' : 'days') : given
      const count = age[unit]
      const plural = count === 1 ? 'one' : 'other'
      return form === 'short' && unit === 'months'
        ? t(`age.short.months.${plural}`, { count })
        : t(`age.${unit}.${plural}`, { count })
    },
    [t, today],
  )
}

/** Past this many days an age is said in months: "Dato de hace 433 días" was hard to take in. */
const DAYS_THEN_MONTHS = 60

/** A dollar quote's age beside it once it is more than a day old: in days, and in months past two of them. */
export function useQuoteAge(): (date: string) => string | null {
  const ageText = useAgeText()
  return useCallback((date) => ageText(date, quoteUpdate, 'daysThenMonths', 'sentence'), [ageText])
}

/**
 * An inflation figure's age in months, beside it, once it is older than its source's normal update
 * (ArgentinaDatos' month: a month and a half; the World Bank's year: 18 months). The spec's fixed figure has
 * no date, so no age.
 */
export function useInflationAge(): (figure: DatedInflation, form?: AgeForm) => string | null {
  const ageText = useAgeText()
  return useCallback(
    (figure, form = 'sentence') => {
      switch (figure.source) {
        case 'argentinaDatos':
          return ageText(figure.date, monthlyInflationUpdate, 'months', form)
        case 'worldBank':
          return ageText(figure.date, yearlyInflationUpdate, 'months', form)
        case 'spec':
          return null
      }
    },
    [ageText],
  )
}
