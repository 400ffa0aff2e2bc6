/**
 * Texts of the signer's review screen (src/signer/reviewScreen.ts, docs/signer-plan.md steps 4 and 5): what the
 * key worker read the plan to do (review.summary.*), why Confirm needs the wallet's password (a new address above
 * the limit, fees over the 24 h budget, a loan, collateral), the field, Confirmar and Volver, and why Confirmar
 * does not answer yet. The signer's screen imports this file alone; the app's review texts spread it (review.ts).
 */
export const signerReview = {
  'review.confirm': 'Confirm',
  'review.back': 'Back',
  'review.frame.title': 'Review to confirm (signing page)',
  'review.frame.wait': 'Check the operation: Confirm turns on in a moment.',
  'review.frame.hidden': 'Confirm works only while this review is in view with nothing over it.',
  'review.frame.keys': 'Confirm did not answer that key: reach it with Tab, or tap it, and try again.',
  'review.frame.window':
    'This browser cannot check that this review is in view: Confirm opens it in a window of the signing page, where you confirm it.',
  'review.frame.windowTitle': 'Confirm the operation (signing page)',
  'review.frame.windowBlocked':
    'The browser did not open the confirmation window. Allow pop-ups for this page and try again.',
  'review.frame.confirming': 'Confirming…',
  'review.frame.confirmed': 'Confirmed. Signing and sending…',
  'review.password.empty': "Enter your wallet's password to confirm.",
  'review.password.why':
    "You have never confirmed a transfer to this address and the amount is above the limit chosen in Settings (New addresses). To send it, enter your wallet's password.",
  'review.password.why.fees':
    "With this one, the most you confirmed in network fees without your password in the last 24 hours would be over {usd}. So that no script on the page can spend your balance on gas, enter your wallet's password.",
  'review.password.why.borrow':
    "A loan is debt: if the price of your collateral falls, part of it can be sold to pay it back. So that no script on the page can take a loan in your name, enter your wallet's password.",
  'review.password.why.collateral':
    "You have an open loan on Aave on this network, and what you withdraw from Aave is the collateral that backs it: your loan moves closer to liquidation. So that no script on the page can withdraw your collateral, enter your wallet's password.",
  'review.password.why.collateralUnchecked':
    "We could not check whether you have an open loan on Aave on this network (the network did not answer). If you do, this withdrawal takes away collateral that backs it. To withdraw anyway, enter your wallet's password.",
  'review.password.label': 'Wallet password',
  'review.password.wrong': 'Wrong password. Try again.',
  'review.password.expired': 'This review is no longer valid. Go back and review the operation again.',
  'review.summary.title': 'What you confirm',
  'review.summary.send': 'You send',
  'review.summary.to': 'To the address',
  'review.summary.network': 'Network',
  'review.summary.steps': 'Steps',
  'review.summary.fees': 'Maximum network fee',
  'review.summary.all': 'all your {symbol}',
  'review.summary.step.transfer': 'Send {amount} to {to}',
  'review.summary.step.approve': 'Allow {amount} to {to}',
  'review.summary.step.swap': 'Swap {amount} on {to}',
  'review.summary.step.deposit': 'Deposit {amount} into {to}',
  'review.summary.step.withdraw': 'Withdraw {amount} from {to}',
  'review.summary.step.borrow': 'Borrow {amount} from {to}',
  'review.summary.step.repay': 'Repay {amount} to {to}',
  'review.summary.step.claim': 'Claim the rewards of {to}',
  'review.summary.step.other': '{action} on {to} {amount}',
  'review.summary.gone':
    'This review is no longer valid (it expired, was used or does not exist). Go back and review the operation again.',
} as const
