// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {RateVault} from "./RateVault.sol";
import {AccruingRate, Payout} from "./Accrual.sol";

/// @notice A Yearn v3 vault (yvUSDC-1) with the mainnet reads and writes the wallet uses: ERC-4626,
/// pricePerShare, apiVersion, deposit_limit, and withdraw/redeem with `max_loss` as VaultV3.vy has them
/// (withdraw's default max_loss is 0, redeem's MAX_BPS). Yearn v3 is Vyper and no Vyper compiler is available
/// here, hence this Solidity stand-in.
///
/// All assets sit in one strategy (no idle). Two switches, owner-only, make it behave as a strategy in trouble
/// does on mainnet: `setStrategyLoss(bps)`, an unrealised loss every withdrawal realises (the share price does not
/// show it until a report, as on mainnet), and `setLockedAssets(amount)`, assets the strategy cannot free. A
/// withdrawal then reverts "too much loss" when the loss exceeds its max_loss, and "insufficient assets in
/// vault" when it asks for more than can be freed. `set_deposit_limit` caps deposits ("exceed deposit limit").
contract YearnV3Vault is RateVault {
    using Math for uint256;

    uint256 private constant MAX_BPS = 10_000;

    address public immutable role_manager;
    uint256 public deposit_limit;
    /// @notice Devnet switch: the share of any withdrawal the strategy loses, in basis points.
    uint256 public strategyLossBps;
    /// @notice Devnet switch: assets the strategy cannot free right now.
    uint256 public lockedAssets;

    event UpdateDepositLimit(uint256 deposit_limit);

    constructor(IERC20 asset_, string memory name_, string memory symbol_, uint256 rateStart_, uint256 aprBps_, address manager)
        ERC20(name_, symbol_)
        ERC4626(asset_)
        AccruingRate(rateStart_, aprBps_)
    {
        role_manager = manager;
        deposit_limit = type(uint256).max;
    }

    modifier onlyManager() {
        require(msg.sender == role_manager, "not allowed");
        _;
    }

    function apiVersion() external pure returns (string memory) {
        return "3.0.2";
    }

    /// @notice Assets for one whole share, in the asset's decimals (Yearn's definition).
    function pricePerShare() external view returns (uint256) {
        return convertToAssets(10 ** decimals());
    }

    function set_deposit_limit(uint256 limit) external onlyManager {
        deposit_limit = limit;
        emit UpdateDepositLimit(limit);
    }

    function setStrategyLoss(uint256 bps) external onlyManager {
        require(bps <= MAX_BPS, "loss above 100 %");
        strategyLossBps = bps;
    }

    function setLockedAssets(uint256 amount) external onlyManager {
        lockedAssets = amount;
    }

    /// @notice What the strategy can free now.
    function _freeable() private view returns (uint256) {
        uint256 total = totalAssets();
        return total > lockedAssets ? total - lockedAssets : 0;
    }

    // ---- deposits: capped by deposit_limit ----

    function maxDeposit(address) public view override returns (uint256) {
        uint256 total = totalAssets();
        return total >= deposit_limit ? 0 : deposit_limit - total;
    }

    function maxMint(address receiver) public view override returns (uint256) {
        uint256 room = maxDeposit(receiver);
        return room == type(uint256).max ? room : _convertToShares(room, Math.Rounding.Floor);
    }

    function deposit(uint256 assets, address receiver) public override returns (uint256) {
        require(totalAssets() + assets <= deposit_limit, "exceed deposit limit");
        uint256 shares = previewDeposit(assets);
        require(shares > 0, "cannot mint zero");
        _deposit(_msgSender(), receiver, assets, shares);
        return shares;
    }

    function mint(uint256 shares, address receiver) public override returns (uint256) {
        uint256 assets = previewMint(shares);
        require(totalAssets() + assets <= deposit_limit, "exceed deposit limit");
        _deposit(_msgSender(), receiver, assets, shares);
        return assets;
    }

    // ---- withdrawals: liquidity and max_loss as VaultV3.vy ----

    /// @notice What `holder` can withdraw now with a loss of at most `maxLoss` bps: nothing while the strategy's
    /// loss is above it (the strategy is skipped, and nothing sits idle), else its assets up to what can be freed.
    function maxWithdraw(address holder, uint256 maxLoss, address[] calldata) external view returns (uint256) {
        return _maxWithdraw(holder, maxLoss);
    }

    function maxRedeem(address holder, uint256 maxLoss, address[] calldata) external view returns (uint256) {
        return _maxRedeem(holder, maxLoss);
    }

    function maxWithdraw(address holder) public view override returns (uint256) {
        return _maxWithdraw(holder, 0);
    }

    function maxRedeem(address holder) public view override returns (uint256) {
        return _maxRedeem(holder, MAX_BPS);
    }

    function _maxWithdraw(address holder, uint256 maxLoss) private view returns (uint256) {
        if (strategyLossBps > maxLoss) return 0;
        return Math.min(_convertToAssets(balanceOf(holder), Math.Rounding.Floor), _freeable());
    }

    function _maxRedeem(address holder, uint256 maxLoss) private view returns (uint256) {
        if (strategyLossBps > maxLoss) return 0;
        return Math.min(balanceOf(holder), _convertToShares(_freeable(), Math.Rounding.Floor));
    }

    function withdraw(uint256 assets, address receiver, address holder) public override returns (uint256) {
        uint256 shares = previewWithdraw(assets);
        _redeemFor(receiver, holder, assets, shares, 0);
        return shares;
    }

    function withdraw(uint256 assets, address receiver, address holder, uint256 maxLoss) external returns (uint256) {
        uint256 shares = previewWithdraw(assets);
        _redeemFor(receiver, holder, assets, shares, maxLoss);
        return shares;
    }

    function redeem(uint256 shares, address receiver, address holder) public override returns (uint256) {
        return _redeemFor(receiver, holder, previewRedeem(shares), shares, MAX_BPS);
    }

    function redeem(uint256 shares, address receiver, address holder, uint256 maxLoss) external returns (uint256) {
        return _redeemFor(receiver, holder, previewRedeem(shares), shares, maxLoss);
    }

    /// @dev Burns `shares` for `assets`, less the strategy's loss; the loss must fit `maxLoss` (MAX_BPS: any).
    /// Returns the assets paid.
    function _redeemFor(address receiver, address holder, uint256 assets, uint256 shares, uint256 maxLoss)
        private
        returns (uint256)
    {
        require(maxLoss <= MAX_BPS, "max loss");
        require(shares > 0, "no shares to redeem");
        require(assets <= _freeable(), "insufficient assets in vault");
        uint256 loss = (assets * strategyLossBps) / MAX_BPS;
        if (maxLoss < MAX_BPS && loss > 0) {
            require(loss <= (assets * maxLoss) / MAX_BPS, "too much loss");
        }
        uint256 paid = assets - loss;
        address caller = _msgSender();
        if (caller != holder) _spendAllowance(holder, caller, shares);
        _burn(holder, shares);
        Payout.cover(asset(), paid);
        IERC20(asset()).transfer(receiver, paid);
        emit Withdraw(caller, receiver, holder, paid, shares);
        return paid;
    }
}
