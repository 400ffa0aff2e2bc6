import type { ReactNode } from 'react'

/**
 * Holds, from the first paint, the room the largest of `samples` would take: `children` and each sample lie in
 * one grid cell, the samples laid out but never seen nor read. For a note whose text comes later and is longer
 * than what stands in for it (the dólar's quote after "Buscando la cotización del dólar…"): the cell already
 * has the height the text will take at this width and language, so nothing below it moves when it lands.
 * Samples are the same sentences made with figures as wide as real ones (issue 44: home moved 55 px).
 * @example <Held samples={[<p>{t('pesos.quote', sample)}</p>]}><DollarQuoteNote /></Held>
 */
export function Held({ samples, children }: { samples: ReactNode[]; children: ReactNode }) {
  return (
    <div className="held">
      <div>{children}</div>
      {samples.map((sample, i) => (
        // The samples never change order or number: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
        <div key={i} className="held-sample" aria-hidden="true">
          {sample}
        </div>
      ))}
    </div>
  )
}
