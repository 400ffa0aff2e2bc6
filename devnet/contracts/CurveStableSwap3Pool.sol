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

/// @notice Curve's 3pool (DAI/USDC/USDT → 3Crv) with its mainnet ABI: coins, balances, add_liquidity,
/// remove_liquidity_one_coin, calc_token_amount, calc_withdraw_one_coin, get_virtual_price. The real
/// pool is Vyper (no compiler here). The three coins are priced 1:1 (no StableSwap curve, no imbalance fee);
/// trading fees are modelled by a virtual price that grows with time.
contract CurveStableSwap3Pool is AccruingRate {
    using SafeERC20 for IERC20;

    uint256 private constant N_COINS = 3;
    address[3] public coins;
    uint256[3] public balances;
    address public immutable lp_token;
    uint256[3] private precisionMul;

    event AddLiquidity(address indexed provider, uint256[3] token_amounts, uint256 token_supply);
    event RemoveLiquidityOne(address indexed provider, uint256 token_amount, uint256 coin_amount);

    constructor(address[3] memory coins_, uint8[3] memory decimals_, address lpToken, uint256 rateStart_, uint256 aprBps_)
        AccruingRate(rateStart_, aprBps_)
    {
        coins = coins_;
        lp_token = lpToken;
        for (uint256 i = 0; i < N_COINS; i++) precisionMul[i] = 10 ** (18 - decimals_[i]);
    }

    function A() external pure returns (uint256) {
        return 2000;
    }

    function fee() external pure returns (uint256) {
        return 1000000; // 0.01 %, mainnet's figure; reported only
    }

    function get_virtual_price() public view returns (uint256) {
        return _rate();
    }

    function calc_token_amount(uint256[3] calldata amounts, bool /* is_deposit */ ) public view returns (uint256) {
        uint256 value;
        for (uint256 i = 0; i < N_COINS; i++) value += amounts[i] * precisionMul[i];
        return (value * 1e18) / _rate();
    }

    function calc_withdraw_one_coin(uint256 token_amount, int128 i) public view returns (uint256) {
        return (token_amount * _rate()) / 1e18 / precisionMul[_index(i)];
    }

    function add_liquidity(uint256[3] calldata amounts, uint256 min_mint_amount) external {
        uint256 minted = calc_token_amount(amounts, true);
        require(minted > 0, "Curve: nothing to add");
        require(minted >= min_mint_amount, "Slippage screwed you");
        for (uint256 i = 0; i < N_COINS; i++) {
            if (amounts[i] == 0) continue;
            IERC20(coins[i]).safeTransferFrom(msg.sender, address(this), amounts[i]);
            balances[i] += amounts[i];
        }
        ILpToken(lp_token).mint(msg.sender, minted);
        emit AddLiquidity(msg.sender, amounts, ILpToken(lp_token).totalSupply());
    }

    function remove_liquidity_one_coin(uint256 token_amount, int128 i, uint256 min_amount) external {
        uint256 k = _index(i);
        uint256 dy = calc_withdraw_one_coin(token_amount, i);
        require(dy >= min_amount, "Not enough coins removed");
        ILpToken(lp_token).burn(msg.sender, token_amount);
        // The earned part is minted on demand, so the recorded balance may not cover it all.
        balances[k] -= dy < balances[k] ? dy : balances[k];
        Payout.cover(coins[k], dy);
        IERC20(coins[k]).safeTransfer(msg.sender, dy);
        emit RemoveLiquidityOne(msg.sender, token_amount, dy);
    }

    function _index(int128 i) private pure returns (uint256) {
        require(i >= 0 && i < int128(int256(N_COINS)), "Curve: bad coin index");
        return uint256(int256(i));
    }
}
