/**
 * The wallet's money rules written again as plain arithmetic, for the model test to hold the
 * server to: one player's balance, its locked part, the turnover requirements and withdrawals.
 * It shares no code with the server on purpose.
 */

export interface ModelPromotion {
  /** A deposit bonus's percent and cap, or an instant bonus's amount. */
  readonly percent: number
  readonly cap: number
  readonly minDeposit: number
  readonly amount: number
  readonly multiplier: number
}

export interface ModelRules {
  readonly depositMin: number
  readonly depositMax: number
  readonly withdrawMin: number
  readonly stakeMin: number
  readonly stakeMax: number
}

export interface ModelRequirement {
  readonly bonus: number
  readonly required: number
  turnover: number
  status: 'open' | 'met' | 'forfeited'
}

type WithdrawalState = 'requested' | 'approved' | 'paid' | 'rejected' | 'cancelled'

/** Where the operator may move a withdrawal; the player may cancel only a requested one. */
const operatorMoves: Readonly<Record<WithdrawalState, readonly WithdrawalState[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
}

/** What the server should answer: 'OK' or the refusal's statusMessage. */
export type Outcome = string

export class WalletModel {
  balance = 0
  locked = 0
  readonly requirements: ModelRequirement[] = []
  readonly withdrawals: { amount: number; state: WithdrawalState }[] = []
  private readonly claimed = new Set<string>()

  constructor(private readonly rules: ModelRules) {}

  get withdrawable(): number {
    return this.balance - this.locked
  }

  get turnoverLeft(): number {
    return this.open().reduce((sum, r) => sum + r.required - r.turnover, 0)
  }

  private open(): ModelRequirement[] {
    return this.requirements.filter((r) => r.status === 'open')
  }

  private credit(amount: number, multiplier: number): void {
    this.balance += amount
    if (multiplier > 0 && amount > 0) {
      this.locked += amount
      this.requirements.push({
        bonus: amount,
        required: amount * multiplier,
        turnover: 0,
        status: 'open',
      })
    }
  }

  deposit(amount: number, bonus: { name: string; promotion: ModelPromotion } | null): Outcome {
    if (amount < this.rules.depositMin) return 'amountBelowMinimum'
    if (amount > this.rules.depositMax) return 'amountAboveMaximum'
    let bonusAmount = 0
    if (bonus) {
      const { promotion } = bonus
      bonusAmount =
        amount < promotion.minDeposit
          ? 0
          : Math.min(Math.floor((amount * promotion.percent) / 100), promotion.cap)
      if (bonusAmount === 0) return 'notClaimable'
      if (this.claimed.has(bonus.name)) return 'alreadyClaimed'
      this.claimed.add(bonus.name)
    }
    this.credit(amount, 0)
    if (bonus) this.credit(bonusAmount, bonus.promotion.multiplier)
    return 'OK'
  }

  claim(name: string, amount: number, multiplier: number): Outcome {
    if (this.claimed.has(name)) return 'alreadyClaimed'
    this.claimed.add(name)
    this.credit(amount, multiplier)
    return 'OK'
  }

  spin(stake: number, multiplier: number): Outcome {
    if (stake < this.rules.stakeMin) return 'amountBelowMinimum'
    if (stake > this.rules.stakeMax) return 'amountAboveMaximum'
    if (stake > this.balance) return 'insufficientBalance'
    // Cash first, then bonus money.
    const fromBonus = Math.max(0, stake - this.withdrawable)
    let rest = stake
    for (const requirement of this.open()) {
      const taken = Math.min(rest, requirement.required - requirement.turnover)
      requirement.turnover += taken
      rest -= taken
      if (requirement.turnover === requirement.required) requirement.status = 'met'
    }
    const open = this.open()
    this.balance -= stake
    this.locked = open.length > 0 ? this.locked - fromBonus : 0
    const win = Math.floor(stake * multiplier)
    this.balance += win
    if (open.length > 0) this.locked += Math.floor((win * fromBonus) / stake)
    if (open.length > 0 && this.locked === 0) {
      for (const requirement of open) requirement.status = 'forfeited'
    }
    return 'OK'
  }

  withdraw(amount: number): Outcome {
    if (amount < this.rules.withdrawMin) return 'amountBelowMinimum'
    if (amount > this.balance) return 'insufficientBalance'
    if (amount > this.withdrawable) return 'bonusTurnoverPending'
    this.balance -= amount
    this.withdrawals.push({ amount, state: 'requested' })
    return 'OK'
  }

  /** The player's cancel of withdrawal `index`. */
  cancel(index: number): Outcome {
    const withdrawal = this.withdrawals[index]
    if (withdrawal?.state !== 'requested') return 'notCancellable'
    withdrawal.state = 'cancelled'
    this.balance += withdrawal.amount
    return 'OK'
  }

  /** The operator's move of withdrawal `index`: whether the back office may make it. */
  decide(index: number, to: 'approved' | 'paid' | 'rejected'): boolean {
    const withdrawal = this.withdrawals[index]
    if (!withdrawal || !operatorMoves[withdrawal.state].includes(to)) return false
    withdrawal.state = to
    if (to === 'rejected') this.balance += withdrawal.amount
    return true
  }
}
