// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {AccruingRate, Payout} from "./Accrual.sol";

interface ILpToken {
    function mint(address to, uint256 value) external;
    function burn(address from, uint256 value) external;
    function totalSupply() external view returns (uint256);
}

/// @notice Curve's 3pool (DAI/USDC/USDT → 3Crv) with its mainnet ABI: coins, balances, A, fee,
/// get_virtual_price, add_liquidity, remove_liquidity_one_coin, exchange, get_dy, calc_token_amount,
/// calc_withdraw_one_coin. The real pool is Vyper (no compiler here); this one is written from the StableSwap
/// paper and the 3pool's published behaviour: the invariant D with amplification A = 2000, Newton's method for
/// D and y, the 0.01 % fee on swaps and on the imbalanced part of a deposit or a one-coin withdrawal
/// (fee × N / (4 (N − 1)) per coin), `calc_token_amount` without fees (as mainnet: a quote, not what is minted)
/// and `calc_withdraw_one_coin` with them (what is paid). An imbalance moves the price: anyone can `exchange`.
/// No admin fee is kept: every fee stays with the LPs.
/// Time-based yield (what fees earn on mainnet) comes on top: every coin balance grows with the AccruingRate
/// (2 %/year from 1.03), minted on demand when paid out, so the virtual price starts at 1.03 and grows.
contract CurveStableSwap3Pool is AccruingRate {
    using SafeERC20 for IERC20;

    uint256 private constant N_COINS = 3;
    uint256 private constant FEE_DENOMINATOR = 1e10;
    uint256 private constant AMP = 2000;
    uint256 private constant FEE = 1000000; // 0.01 %, mainnet's figure
    address[3] public coins;
    /// @dev Balances before time-based growth: what a coin holds now is raw × rate / rateStart.
    uint256[3] private raw;
    address public immutable lp_token;
    uint256[3] private precisionMul;

    event AddLiquidity(address indexed provider, uint256[3] token_amounts, uint256[3] fees, uint256 invariant, uint256 token_supply);
    event RemoveLiquidityOne(address indexed provider, uint256 token_amount, uint256 coin_amount);
    event TokenExchange(address indexed buyer, int128 sold_id, uint256 tokens_sold, int128 bought_id, uint256 tokens_bought);

    constructor(address[3] memory coins_, uint8[3] memory decimals_, address lpToken, uint256 rateStart_, uint256 aprBps_)
        AccruingRate(rateStart_, aprBps_)
    {
        coins = coins_;
        lp_token = lpToken;
        for (uint256 i = 0; i < N_COINS; i++) precisionMul[i] = 10 ** (18 - decimals_[i]);
    }

    function A() external pure returns (uint256) {
        return AMP;
    }

    function fee() external pure returns (uint256) {
        return FEE;
    }

    /// @notice What coin `i` holds now, in its own decimals.
    function balances(uint256 i) public view returns (uint256) {
        return (raw[i] * _rate()) / rateStart;
    }

    function get_virtual_price() external view returns (uint256) {
        uint256 supply = ILpToken(lp_token).totalSupply();
        if (supply == 0) return _rate();
        return (_getD(_xp()) * 1e18) / supply;
    }

    // ---- quotes ----

    /// @notice LP tokens minted (deposit) or burnt (withdrawal) for `amounts`, fees left out, as mainnet.
    function calc_token_amount(uint256[3] calldata amounts, bool is_deposit) public view returns (uint256) {
        uint256[3] memory xp = _xp();
        uint256 supply = ILpToken(lp_token).totalSupply();
        uint256 d0 = supply == 0 ? 0 : _getD(xp);
        for (uint256 i = 0; i < N_COINS; i++) {
            if (is_deposit) xp[i] += amounts[i] * precisionMul[i];
            else xp[i] -= amounts[i] * precisionMul[i];
        }
        uint256 d1 = _getD(xp);
        if (supply == 0) return (d1 * 1e18) / _rate();
        uint256 diff = is_deposit ? d1 - d0 : d0 - d1;
        return (diff * supply) / d0;
    }

    /// @notice Coin `i` paid for burning `token_amount` LP, fees included.
    function calc_withdraw_one_coin(uint256 token_amount, int128 i) external view returns (uint256) {
        (uint256 dy,) = _withdrawOneCoin(token_amount, _index(i));
        return dy;
    }

    /// @notice Coin `j` received for `dx` of coin `i`, fee included.
    function get_dy(int128 i, int128 j, uint256 dx) external view returns (uint256) {
        (uint256 dy,) = _exchangeQuote(_index(i), _index(j), dx);
        return dy;
    }

    // ---- writes ----

    function add_liquidity(uint256[3] calldata amounts, uint256 min_mint_amount) external {
        uint256 supply = ILpToken(lp_token).totalSupply();
        uint256[3] memory old = _xp();
        uint256 d0 = supply == 0 ? 0 : _getD(old);
        uint256[3] memory xp;
        for (uint256 i = 0; i < N_COINS; i++) {
            if (supply == 0) require(amounts[i] > 0, "initial deposit requires all coins");
            xp[i] = old[i] + amounts[i] * precisionMul[i];
        }
        uint256 d1 = _getD(xp);
        require(d1 > d0, "Curve: nothing to add");
        uint256[3] memory fees;
        uint256 minted;
        if (supply > 0) {
            // The fee falls on what each coin moves away from the pool's proportions.
            uint256 perCoinFee = (FEE * N_COINS) / (4 * (N_COINS - 1));
            uint256[3] memory afterFees;
            for (uint256 i = 0; i < N_COINS; i++) {
                uint256 ideal = (d1 * old[i]) / d0;
                uint256 diff = ideal > xp[i] ? ideal - xp[i] : xp[i] - ideal;
                fees[i] = (perCoinFee * diff) / FEE_DENOMINATOR;
                afterFees[i] = xp[i] - fees[i];
            }
            minted = (supply * (_getD(afterFees) - d0)) / d0;
        } else {
            minted = (d1 * 1e18) / _rate();
        }
        require(minted >= min_mint_amount, "Slippage screwed you");
        for (uint256 i = 0; i < N_COINS; i++) {
            if (amounts[i] > 0) IERC20(coins[i]).safeTransferFrom(msg.sender, address(this), amounts[i]);
        }
        // The fees stay in the pool (no admin share): the balances keep the whole deposit.
        _store(xp);
        ILpToken(lp_token).mint(msg.sender, minted);
        emit AddLiquidity(msg.sender, amounts, fees, d1, supply + minted);
    }

    function remove_liquidity_one_coin(uint256 token_amount, int128 i, uint256 min_amount) external {
        uint256 k = _index(i);
        (uint256 dy,) = _withdrawOneCoin(token_amount, k);
        require(dy >= min_amount, "Not enough coins removed");
        uint256[3] memory xp = _xp();
        xp[k] -= dy * precisionMul[k];
        _store(xp);
        ILpToken(lp_token).burn(msg.sender, token_amount);
        _pay(k, msg.sender, dy);
        emit RemoveLiquidityOne(msg.sender, token_amount, dy);
    }

    function exchange(int128 i, int128 j, uint256 dx, uint256 min_dy) external {
        uint256 a = _index(i);
        uint256 b = _index(j);
        (uint256 dy, uint256[3] memory xp) = _exchangeQuote(a, b, dx);
        require(dy >= min_dy, "Exchange resulted in fewer coins than expected");
        IERC20(coins[a]).safeTransferFrom(msg.sender, address(this), dx);
        xp[a] += dx * precisionMul[a];
        xp[b] -= dy * precisionMul[b];
        _store(xp);
        _pay(b, msg.sender, dy);
        emit TokenExchange(msg.sender, i, dx, j, dy);
    }

    // ---- the StableSwap math ----

    function _xp() private view returns (uint256[3] memory xp) {
        for (uint256 i = 0; i < N_COINS; i++) xp[i] = balances(i) * precisionMul[i];
    }

    function _store(uint256[3] memory xp) private {
        uint256 rate = _rate();
        for (uint256 i = 0; i < N_COINS; i++) raw[i] = (xp[i] / precisionMul[i]) * rateStart / rate;
    }

    /// @dev Pays `amount` of coin `k`: the time-based growth is minted on demand.
    function _pay(uint256 k, address to, uint256 amount) private {
        Payout.cover(coins[k], amount);
        IERC20(coins[k]).safeTransfer(to, amount);
    }

    /// @dev D such that A·n^n·Σx + D = A·D·n^n + D^(n+1) / (n^n·Πx), by Newton's method.
    function _getD(uint256[3] memory xp) private pure returns (uint256) {
        uint256 s = xp[0] + xp[1] + xp[2];
        if (s == 0) return 0;
        uint256 d = s;
        uint256 ann = AMP * N_COINS;
        for (uint256 round = 0; round < 255; round++) {
            uint256 dP = d;
            for (uint256 k = 0; k < N_COINS; k++) dP = (dP * d) / (xp[k] * N_COINS);
            uint256 prev = d;
            d = ((ann * s + dP * N_COINS) * d) / ((ann - 1) * d + (N_COINS + 1) * dP);
            if (d > prev ? d - prev <= 1 : prev - d <= 1) return d;
        }
        revert("D does not converge");
    }

    /// @dev The balance of coin `j` that keeps D when the other coins are `xp` (coin `j`'s own entry ignored).
    function _getY(uint256 j, uint256[3] memory xp, uint256 d) private pure returns (uint256) {
        uint256 ann = AMP * N_COINS;
        uint256 c = d;
        uint256 s;
        for (uint256 k = 0; k < N_COINS; k++) {
            if (k == j) continue;
            s += xp[k];
            c = (c * d) / (xp[k] * N_COINS);
        }
        c = (c * d) / (ann * N_COINS);
        uint256 b = s + d / ann;
        uint256 y = d;
        for (uint256 round = 0; round < 255; round++) {
            uint256 prev = y;
            y = (y * y + c) / (2 * y + b - d);
            if (y > prev ? y - prev <= 1 : prev - y <= 1) return y;
        }
        revert("y does not converge");
    }

    function _exchangeQuote(uint256 i, uint256 j, uint256 dx) private view returns (uint256, uint256[3] memory) {
        require(i != j, "same coin");
        uint256[3] memory xp = _xp();
        uint256 d = _getD(xp);
        // A copy: memory arrays assign by reference, and `xp` goes back to the caller as the balances before.
        uint256[3] memory moved = [xp[0], xp[1], xp[2]];
        moved[i] = xp[i] + dx * precisionMul[i];
        uint256 y = _getY(j, moved, d);
        uint256 dy = xp[j] - y - 1;
        dy -= (dy * FEE) / FEE_DENOMINATOR;
        return (dy / precisionMul[j], xp);
    }

    /// @dev Coin `i` paid for `amount` LP and the fee kept, both in coin `i`'s decimals.
    function _withdrawOneCoin(uint256 amount, uint256 i) private view returns (uint256, uint256) {
        uint256 supply = ILpToken(lp_token).totalSupply();
        require(amount > 0 && amount <= supply, "Curve: bad amount");
        uint256[3] memory xp = _xp();
        uint256 d0 = _getD(xp);
        uint256 d1 = d0 - (amount * d0) / supply;
        uint256 newY = _getY(i, xp, d1);
        uint256 perCoinFee = (FEE * N_COINS) / (4 * (N_COINS - 1));
        uint256[3] memory reduced;
        for (uint256 k = 0; k < N_COINS; k++) {
            uint256 expected = k == i ? (xp[k] * d1) / d0 - newY : xp[k] - (xp[k] * d1) / d0;
            reduced[k] = xp[k] - (perCoinFee * expected) / FEE_DENOMINATOR;
        }
        uint256 dy = reduced[i] - _getY(i, reduced, d1);
        dy = (dy - 1) / precisionMul[i]; // a unit less, for rounding
        uint256 noFee = (xp[i] - newY) / precisionMul[i];
        return (dy, noFee - dy);
    }

    function _index(int128 i) private pure returns (uint256) {
        require(i >= 0 && i < int128(int256(N_COINS)), "Curve: bad coin index");
        return uint256(int256(i));
    }
}
