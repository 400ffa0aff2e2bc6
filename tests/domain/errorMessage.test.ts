import {
  CallExecutionError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  encodeErrorResult,
  HttpRequestError,
  InsufficientFundsError,
  NonceTooLowError,
  parseAbi,
  RpcRequestError,
  TimeoutError,
  TransactionExecutionError,
  UserRejectedRequestError,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  FeeAboveCeilingError,
  PlanStepFailedError,
  reasonOf,
  SimulationFailedError,
} from '../../src/chain/pipeline/errors'
import { stepKinds } from '../../src/domain/activity'
import {
  type ErrorMessage,
  errorMessage,
  ImportError,
  NoVaultError,
  stepFailureReason,
  transactionFailed,
  UnsafeTransactionError,
  unknownError,
  VaultLockedError,
  WalletError,
  WrongPasswordError,
} from '../../src/domain/errors'
import { type Language, loadLanguage } from '../../src/domain/i18n'
import { en } from '../../src/domain/i18n/en'
import { es } from '../../src/domain/i18n/es'
import { translateError } from '../../src/domain/i18n/translateError'
import { BorrowCapError, LendingWalletError } from '../../src/domain/lending'
import { NO_WALLET, SendError, TOKEN_NOT_SUPPORTED } from '../../src/domain/send/errors'
import { VaultInputError } from '../../src/domain/vaults/errors'
import { failureMessage } from '../../src/machines/lending/lendingMachine'
import { foreignWords } from '../language/telltales'

const revertData = (reason: string) =>
  encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [reason] })

/** What viem throws when eth_simulateV1 says a call reverted (Aave's '28': the reserve is frozen). */
const simulateRevert = (reason: string) =>
  new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({ abi: [], data: revertData(reason), functionName: 'borrow' }),
    { abi: [], functionName: 'borrow', args: [] },
  )

/** What viem throws when eth_call / estimateGas reverts: the reason only as revert data, two levels down. */
const callRevert = (reason: string) =>
  new CallExecutionError(
    new ExecutionRevertedError({
      cause: new RpcRequestError({
        body: {},
        error: { code: 3, message: `execution reverted: ${reason}`, data: revertData(reason) },
        url: 'http://127.0.0.1:1',
      }),
      message: `execution reverted: ${reason}`,
    }),
    {},
  )

/** What sendRawTransaction throws when the node refuses: the node's complaint under viem's wrapper. */
const refused = (cause: Error) => new TransactionExecutionError(cause as never, {} as never)

const reverted = (nested: string): ErrorMessage => ({
  key: 'error.joined',
  values: { short: { key: 'error.reverted' }, nested },
})

/** Every key in a message, nested ones included. */
const keysOf = (m: ErrorMessage): string[] => [
  m.key,
  ...Object.values(m.values ?? {}).flatMap((v) => (typeof v === 'object' && 'key' in v ? keysOf(v) : [])),
]

beforeAll(async () => {
  await loadLanguage('es', 'more')
  await loadLanguage('en', 'more')
})

describe('errorMessage: anything caught becomes { key, values }, once', () => {
  const cases: [string, unknown, ErrorMessage][] = [
    [
      'a simulation revert (eth_simulateV1)',
      new SimulationFailedError('borrow', 0, reasonOf(simulateRevert('28'))),
      { key: 'pipeline.simulateFailed.borrow', values: { reason: reverted('28') } },
    ],
    [
      'a simulation revert (eth_call fallback), reason decoded from revert data',
      new SimulationFailedError('approve', 0, reasonOf(callRevert('SafeERC20: low-level call failed'))),
      {
        key: 'pipeline.simulateFailed.approve',
        values: { reason: reverted('SafeERC20: low-level call failed') },
      },
    ],
    [
      'a deposit step is the spec’s Supply, a cooldown its Unstake',
      new SimulationFailedError('cooldown', 0, reasonOf(simulateRevert('InvalidCooldown'))),
      { key: 'pipeline.simulateFailed.unstake', values: { reason: reverted('InvalidCooldown') } },
    ],
    [
      'a step mined and reverted',
      new PlanStepFailedError('borrow', 0, transactionFailed, []),
      { key: 'pipeline.stepFailed.borrow', values: { reason: { key: 'pipeline.transactionFailed' } } },
    ],
    [
      'a step the worker refused to sign',
      new PlanStepFailedError('supply', 1, reasonOf(new UnsafeTransactionError({ details: 'x' })), []),
      { key: 'pipeline.stepFailed.supply', values: { reason: { key: 'vault.unsafeTransaction' } } },
    ],
    [
      'a step refused by the node: insufficient funds',
      new PlanStepFailedError('transfer', 0, reasonOf(refused(new InsufficientFundsError())), []),
      { key: 'pipeline.stepFailed.transfer', values: { reason: { key: 'error.insufficientFunds' } } },
    ],
    ['a nonce the node refuses', refused(new NonceTooLowError()), { key: 'error.nonce' }],
    [
      'a signature the user refused',
      new UserRejectedRequestError(new Error('no')),
      { key: 'error.userRejected' },
    ],
    [
      'an endpoint that does not answer',
      new HttpRequestError({ url: 'http://127.0.0.1:1' }),
      { key: 'error.http' },
    ],
    [
      'an endpoint that answers too late',
      new TimeoutError({ body: {}, url: 'http://127.0.0.1:1' }),
      { key: 'error.timeout' },
    ],
    ['the wallet locked meanwhile', new VaultLockedError(), { key: 'vault.locked' }],
    ['a wrong password', new WrongPasswordError(), { key: 'vault.wrongPassword' }],
    ['no wallet stored', new NoVaultError(), { key: 'vault.noVault' }],
    ['a refused import', new ImportError({ details: 'bad checksum' }), { key: 'vault.importFailed' }],
    ['no wallet loaded', new SendError(NO_WALLET), { key: 'pipeline.noWallet' }],
    [
      'a token missing on the network',
      new SendError(TOKEN_NOT_SUPPORTED),
      { key: 'pipeline.tokenNotSupported' },
    ],
    [
      'nothing left to revoke',
      new WalletError('pipeline.nothingToRevoke'),
      { key: 'pipeline.nothingToRevoke' },
    ],
    [
      'a fee above the reviewed ceiling',
      new FeeAboveCeilingError({ maxFeePerGas: 2n, maxPriorityFeePerGas: 1n }, 42n),
      { key: 'pipeline.feeAboveCeiling' },
    ],
    [
      'a borrow above the cap',
      new BorrowCapError('24150.00'),
      { key: 'lending.error.BorrowCapError', values: { available: { decimal: '24150.00', usd: true } } },
    ],
    [
      'too little of the asset',
      new LendingWalletError('USDC'),
      { key: 'lending.error.LendingWalletError', values: { asset: 'USDC' } },
    ],
    [
      'a vault amount above the balance',
      new VaultInputError('vaults.error.insufficientBalance', { asset: 'DAI' }),
      { key: 'vaults.error.insufficientBalance', values: { asset: 'DAI' } },
    ],
    [
      'an unknown thing with a line of its own',
      new Error('boom\nstack'),
      { key: 'error.joined', values: { short: unknownError, nested: 'boom' } },
    ],
    ['nothing at all', undefined, transactionFailed],
  ]

  it.each(cases)('%s', (_name, error, expected) => {
    const message = errorMessage(error)
    expect(message).toEqual(expected)
    // Plain data: it survives structured clone and JSON unchanged.
    expect(JSON.parse(JSON.stringify(message))).toEqual(message)
    for (const key of keysOf(message)) {
      expect(key in es, key).toBe(true)
      expect(key in en, key).toBe(true)
    }
  })

  it('names every step kind by one of the spec’s actions, keyed in both dictionaries', () => {
    for (const step of stepKinds) {
      const simulated = new SimulationFailedError(step, 0, transactionFailed).toErrorMessage()
      const failed = new PlanStepFailedError(step, 0, transactionFailed, []).toErrorMessage()
      for (const { key } of [simulated, failed]) {
        expect(key in es, key).toBe(true)
        expect(key in en, key).toBe(true)
      }
    }
  })
})

describe('the text a user reads, in each language', () => {
  const text = (language: Language, error: unknown) => translateError(language, errorMessage(error))
  const frozen = new SimulationFailedError('supply', 1, reasonOf(simulateRevert('28')))
  const minedAndReverted = new PlanStepFailedError('supply', 1, transactionFailed, [])

  it("keeps the spec's English forms word for word", () => {
    expect(text('en', frozen)).toBe('Supply simulate failed: The contract refused the operation - 28')
    expect(text('en', minedAndReverted)).toBe('Supply failed: Transaction failed')
    expect(text('en', new SendError(NO_WALLET))).toBe('No wallet available')
    expect(en['pipeline.unknownError']).toBe('Unknown error')
    for (const action of ['Withdraw', 'Approve', 'Supply', 'Stake', 'Unstake'])
      expect(en[`pipeline.simulateFailed.${action.toLowerCase()}` as keyof typeof en]).toBe(
        `${action} simulate failed: {reason}`,
      )
    for (const action of ['Borrow', 'Repay', 'Withdraw'])
      expect(en[`lending.status.${action.toLowerCase()}.failure` as keyof typeof en]).toBe(
        `${action} failed: {reason}`,
      )
  })

  it('says it all in Spanish: no English word but the contract’s own reason', () => {
    expect(text('es', frozen)).toBe('Falló la simulación del depósito: El contrato rechazó la operación - 28')
    expect(text('es', minedAndReverted)).toBe('No se pudo depositar: La transacción falló')
    for (const error of [frozen, minedAndReverted, new SendError(NO_WALLET), refused(new NonceTooLowError())])
      expect(foreignWords(text('es', error), 'es')).toEqual([])
  })

  it.each([
    ['en', 'Borrow failed: Transaction failed', 'Borrow failed: The contract refused the operation - 28'],
    [
      'es',
      'No se pudo pedir prestado: La transacción falló',
      'No se pudo pedir prestado: El contrato rechazó la operación - 28',
    ],
  ] as const)('a failed loan (%s) names the action once', (language, onChain, simulated) => {
    // The reason as the plan child hands it on: a step's own reason, read from the error, else the whole message.
    const status = (error: unknown) => ({
      action: 'borrow' as const,
      reason: stepFailureReason(error) ?? errorMessage(error),
      step: null,
    })
    const line = (error: unknown) => translateError(language, failureMessage(status(error)))
    expect(line(new PlanStepFailedError('borrow', 0, transactionFailed, []))).toBe(onChain)
    expect(line(new SimulationFailedError('borrow', 0, reasonOf(simulateRevert('28'))))).toBe(simulated)
    expect(line(new WalletError('pipeline.transactionFailed'))).toBe(onChain)
    const twice = /failed:[\s\S]*failed:|No se pudo[\s\S]*No se pudo|Falló[\s\S]*Falló/
    for (const error of [
      new PlanStepFailedError('borrow', 0, transactionFailed, []),
      new SimulationFailedError('borrow', 0, reasonOf(simulateRevert('28'))),
    ])
      expect(line(error)).not.toMatch(twice)
  })

  it.each([
    ['en', 'Step 1 confirmed, but step 2 failed: Transaction failed'],
    ['es', 'El paso 1 se confirmó, pero el paso 2 falló: La transacción falló'],
  ] as const)(
    'the review of a plan stopped part-way (%s) names the step and its reason once',
    (language, text) => {
      const stopped = new PlanStepFailedError('supply', 1, transactionFailed, [])
      const reason = stepFailureReason(stopped)
      expect(reason).toEqual(transactionFailed)
      const message = {
        key: 'review.partial',
        values: { done: 1, failed: 2, message: reason ?? transactionFailed },
      }
      expect(translateError(language, message)).toBe(text)
    },
  )

  it('a plan stopped part-way names the step, then the reason, once', () => {
    const partial = {
      action: 'repay' as const,
      reason: stepFailureReason(new PlanStepFailedError('repay', 1, transactionFailed, [])),
      step: { failed: 2, count: 2 },
    }
    expect(translateError('en', failureMessage(partial))).toBe(
      'Repay failed: step 2 of 2 did not go through (the earlier ones did): Transaction failed',
    )
    expect(translateError('es', failureMessage(partial))).toBe(
      'No se pudo pagar: el paso 2 de 2 no se completó (los anteriores sí): La transacción falló',
    )
  })
})
