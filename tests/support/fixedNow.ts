/**
 * Runs the unit and machine tests at an instant of our choosing (issue 39, "any day"): with
 * `BILLETERA_NOW` set (an ISO instant), the wall clock starts there and runs on, before any test file is
 * collected, so nothing the suite computes reads the real date. `npm test` runs the unit project again at
 * awkward instants in the users' zone (scripts/awkwardInstants.mjs). Tests that fake timers themselves
 * still do: vitest's fake clock starts from this one and gives it back when they end.
 *
 * A setup file runs before every file; the clock is swapped once per worker.
 */
const at = process.env.BILLETERA_NOW
const marker = Symbol.for('billetera.fixedNow')
const scope = globalThis as typeof globalThis & { [marker]?: true }

if (at && !scope[marker]) {
  const start = Date.parse(at)
  if (Number.isNaN(start)) throw new RangeError(`BILLETERA_NOW is not an instant: ${at}`)
  const Real = Date
  const offset = start - Real.now()
  const now = () => Real.now() + offset
  const Shifted = new Proxy(Real, {
    // `new Date()` is the shifted now; `new Date(x)` is x, as ever.
    construct: (target, args, newTarget) =>
      args.length === 0
        ? Reflect.construct(target, [now()], newTarget)
        : Reflect.construct(target, args, newTarget),
    // `Date()` called as a function gives the current time as text.
    apply: () => new Real(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  })
  globalThis.Date = Shifted
  scope[marker] = true
}
