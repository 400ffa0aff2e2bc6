// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {RateVault} from "./RateVault.sol";
import {AccruingRate} from "./Accrual.sol";

/// @notice Holds USDe during a cooldown, as Ethena's USDeSilo does; only the staking vault moves it.
contract USDeSilo {
    address public immutable STAKING_VAULT;
    IERC20 public immutable USDE;

    constructor(address stakingVault, IERC20 usde) {
        STAKING_VAULT = stakingVault;
        USDE = usde;
    }

    function withdraw(address to, uint256 amount) external {
        require(msg.sender == STAKING_VAULT, "USDeSilo: only staking vault");
        SafeERC20.safeTransfer(USDE, to, amount);
    }
}

/// @notice Ethena's sUSDe (StakedUSDeV2) with its mainnet ABI: ERC-4626 deposit/mint, and while a cooldown
/// is set, withdraw/redeem revert and holders go through cooldownAssets/cooldownShares → wait → unstake.
/// Yield accrues continuously (mainnet vests rewards every 8 hours); no registry package ships its bytecode.
contract StakedUSDeV2 is RateVault {
    struct UserCooldown {
        uint104 cooldownEnd;
        uint152 underlyingAmount;
    }

    uint24 public constant MAX_COOLDOWN_DURATION = 90 days;

    address public owner;
    address public silo;
    uint24 public cooldownDuration;
    mapping(address => UserCooldown) public cooldowns;

    error ExcessiveWithdrawAmount();
    error ExcessiveRedeemAmount();
    error InvalidCooldown();
    error OperationNotAllowed();

    event CooldownDurationUpdated(uint24 previousDuration, uint24 newDuration);

    constructor(IERC20 usde, address owner_, uint256 rateStart_, uint256 aprBps_)
        ERC20("Staked USDe", "sUSDe")
        ERC4626(usde)
        AccruingRate(rateStart_, aprBps_)
    {
        owner = owner_;
        cooldownDuration = 7 days; // mainnet value
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "StakedUSDeV2: not owner");
        _;
    }

    modifier ensureCooldownOff() {
        if (cooldownDuration != 0) revert OperationNotAllowed();
        _;
    }

    modifier ensureCooldownOn() {
        if (cooldownDuration == 0) revert OperationNotAllowed();
        _;
    }

    /// @dev Set after the vault is placed at its mainnet address, because the silo must name that address.
    function setSilo(address silo_) external onlyOwner {
        require(silo == address(0), "StakedUSDeV2: silo set");
        silo = silo_;
    }

    function setCooldownDuration(uint24 duration) external onlyOwner {
        if (duration > MAX_COOLDOWN_DURATION) revert InvalidCooldown();
        emit CooldownDurationUpdated(cooldownDuration, duration);
        cooldownDuration = duration;
    }

    function withdraw(uint256 assets, address receiver, address holder)
        public
        override
        ensureCooldownOff
        returns (uint256)
    {
        return super.withdraw(assets, receiver, holder);
    }

    function redeem(uint256 shares, address receiver, address holder)
        public
        override
        ensureCooldownOff
        returns (uint256)
    {
        return super.redeem(shares, receiver, holder);
    }

    /// @notice Starts a cooldown for `assets` USDe: burns the matching shares now, pays out after the wait.
    function cooldownAssets(uint256 assets) external ensureCooldownOn returns (uint256 shares) {
        if (assets > maxWithdraw(msg.sender)) revert ExcessiveWithdrawAmount();
        shares = previewWithdraw(assets);
        _startCooldown(assets, shares);
    }

    /// @notice Starts a cooldown for `shares` sUSDe.
    function cooldownShares(uint256 shares) external ensureCooldownOn returns (uint256 assets) {
        if (shares > maxRedeem(msg.sender)) revert ExcessiveRedeemAmount();
        assets = previewRedeem(shares);
        _startCooldown(assets, shares);
    }

    /// @notice Sends the cooled-down USDe to `receiver` once the cooldown is over.
    function unstake(address receiver) external {
        UserCooldown storage c = cooldowns[msg.sender];
        uint256 assets = c.underlyingAmount;
        if (block.timestamp < c.cooldownEnd && cooldownDuration != 0) revert InvalidCooldown();
        c.cooldownEnd = 0;
        c.underlyingAmount = 0;
        USDeSilo(silo).withdraw(receiver, assets);
    }

    function _startCooldown(uint256 assets, uint256 shares) private {
        cooldowns[msg.sender].cooldownEnd = uint104(block.timestamp) + cooldownDuration;
        cooldowns[msg.sender].underlyingAmount += uint152(assets);
        _withdraw(msg.sender, silo, msg.sender, assets, shares);
    }
}
