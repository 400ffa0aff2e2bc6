/**
 * Quick mode (`npm run bench -- --quick`, or BENCH_QUICK=1): every bench measures once, with its smallest
 * counts and windows, only to show that it still runs against today's code (`npm test` runs it so). Its
 * figures mean little and nothing is asserted; a bench fails only when it crashes.
 */
export const quick = process.env.BENCH_QUICK === '1'

/**
 * A count or a time from the environment (`name`), else `full`, or `small` in quick mode.
 * @param {string} name
 * @param {number} full
 * @param {number} small
 */
export const setting = (name, full, small) => Number(process.env[name] ?? (quick ? small : full))
