// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Payout} from "./Accrual.sol";

interface IPriceFeed {
    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80);
}

/// @notice Compound v3's Comet for one base asset (USDC) with the mainnet reads and writes the wallet uses
/// (supply, supplyTo, withdraw, withdrawTo, balanceOf, borrowBalanceOf, collateralBalanceOf, baseToken,
/// getUtilization, getSupplyRate, getBorrowRate, totalSupply, totalBorrow, pause, isSupplyPaused,
/// isWithdrawPaused, isBorrowCollateralized). Indices and the kinked rate curve follow Comet's design.
///
/// As on mainnet, supplying a collateral asset (here one: WETH, priced by a Chainlink-style feed) lets the
/// account borrow: `withdraw(USDC, amount)` above the supplied balance pays out the supplied balance and lends
/// the rest (at least `baseBorrowMin`, within the collateral's borrow factor, else `NotCollateralized()`), and
/// supplying USDC repays a loan first. The pause guardian (the governor here) can pause supply and withdraw
/// (`Paused()`). An owner-seeded borrow sets utilization.
contract Comet {
    using SafeERC20 for IERC20;

    uint256 private constant BASE_INDEX_SCALE = 1e15;
    uint256 private constant FACTOR_SCALE = 1e18;
    uint256 private constant YEAR = 365 days;

    address public immutable baseToken;
    uint8 public immutable decimals;
    uint256 public immutable supplyKink;
    /// @notice The supply rate at zero utilization, per second (0 on mainnet's cUSDCv3, as here: getSupplyRate has no base).
    uint256 public constant supplyPerSecondInterestRateBase = 0;
    uint256 public immutable supplyPerSecondInterestRateSlopeLow;
    uint256 public immutable supplyPerSecondInterestRateSlopeHigh;
    uint256 public immutable borrowKink;
    uint256 public immutable borrowPerSecondInterestRateBase;
    uint256 public immutable borrowPerSecondInterestRateSlopeLow;
    uint256 public immutable borrowPerSecondInterestRateSlopeHigh;

    /// @notice The one collateral asset, its USD feed (8 decimals) and borrow collateral factor (1e18 scale).
    address public immutable collateralAsset;
    address public immutable collateralPriceFeed;
    uint8 private immutable collateralDecimals;
    uint64 public immutable borrowCollateralFactor;
    uint256 public immutable baseBorrowMin;

    address public governor;
    address public pauseGuardian;
    bool private supplyPaused;
    bool private transferPaused;
    bool private withdrawPaused;
    bool private absorbPaused;
    bool private buyPaused;
    mapping(address => uint256) public borrowPrincipal;
    mapping(address => uint256) private collateral;
    uint256 public totalCollateral;
    uint256 public baseSupplyIndex;
    uint256 public baseBorrowIndex;
    uint256 public lastAccrualTime;
    uint256 public totalSupplyBase;
    uint256 public totalBorrowBase;
    mapping(address => uint256) public userPrincipal;

    event Supply(address indexed from, address indexed dst, uint256 amount);
    event Withdraw(address indexed src, address indexed to, uint256 amount);
    event Transfer(address indexed from, address indexed to, uint256 amount);
    event SupplyCollateral(address indexed from, address indexed dst, address indexed asset, uint256 amount);
    event WithdrawCollateral(address indexed src, address indexed to, address indexed asset, uint256 amount);
    event PauseAction(bool supplyPaused, bool transferPaused, bool withdrawPaused, bool absorbPaused, bool buyPaused);

    error Paused();
    error NotCollateralized();
    error BorrowTooSmall();
    error Unauthorized();

    /// @param ratesPerYear supplyKink, supplySlopeLow, supplySlopeHigh, borrowKink, borrowBase,
    /// borrowSlopeLow, borrowSlopeHigh — yearly figures scaled by 1e18, as Comet's configurator takes them.
    /// @param collateralAsset_ the one collateral asset, with its USD feed and borrow collateral factor (1e18).
    constructor(
        address baseToken_,
        address governor_,
        uint256[7] memory ratesPerYear,
        address collateralAsset_,
        address collateralPriceFeed_,
        uint64 borrowCollateralFactor_,
        uint256 baseBorrowMin_
    ) {
        baseToken = baseToken_;
        collateralAsset = collateralAsset_;
        collateralPriceFeed = collateralPriceFeed_;
        collateralDecimals = IERC20Metadata(collateralAsset_).decimals();
        borrowCollateralFactor = borrowCollateralFactor_;
        baseBorrowMin = baseBorrowMin_;
        pauseGuardian = governor_;
        decimals = IERC20Metadata(baseToken_).decimals();
        governor = governor_;
        supplyKink = ratesPerYear[0];
        supplyPerSecondInterestRateSlopeLow = ratesPerYear[1] / YEAR;
        supplyPerSecondInterestRateSlopeHigh = ratesPerYear[2] / YEAR;
        borrowKink = ratesPerYear[3];
        borrowPerSecondInterestRateBase = ratesPerYear[4] / YEAR;
        borrowPerSecondInterestRateSlopeLow = ratesPerYear[5] / YEAR;
        borrowPerSecondInterestRateSlopeHigh = ratesPerYear[6] / YEAR;
        baseSupplyIndex = BASE_INDEX_SCALE;
        baseBorrowIndex = BASE_INDEX_SCALE;
        lastAccrualTime = block.timestamp;
    }

    function name() external pure returns (string memory) {
        return "Compound USDC";
    }

    function symbol() external pure returns (string memory) {
        return "cUSDCv3";
    }

    function getUtilization() public view returns (uint256) {
        (uint256 supplyIndex, uint256 borrowIndex) = _accruedIndices();
        return _utilization(supplyIndex, borrowIndex);
    }

    /// @notice Per-second supply rate (1e18 scale) at `utilization`, like mainnet.
    function getSupplyRate(uint256 utilization) public view returns (uint64) {
        if (utilization <= supplyKink) {
            return uint64((supplyPerSecondInterestRateSlopeLow * utilization) / FACTOR_SCALE);
        }
        return uint64(
            (supplyPerSecondInterestRateSlopeLow * supplyKink
                    + supplyPerSecondInterestRateSlopeHigh * (utilization - supplyKink)) / FACTOR_SCALE
        );
    }

    function getBorrowRate(uint256 utilization) public view returns (uint64) {
        if (utilization <= borrowKink) {
            return uint64(
                borrowPerSecondInterestRateBase + (borrowPerSecondInterestRateSlopeLow * utilization) / FACTOR_SCALE
            );
        }
        return uint64(
            borrowPerSecondInterestRateBase
                + (borrowPerSecondInterestRateSlopeLow * borrowKink
                        + borrowPerSecondInterestRateSlopeHigh * (utilization - borrowKink)) / FACTOR_SCALE
        );
    }

    function totalSupply() external view returns (uint256) {
        (uint256 supplyIndex,) = _accruedIndices();
        return (totalSupplyBase * supplyIndex) / BASE_INDEX_SCALE;
    }

    function totalBorrow() external view returns (uint256) {
        (, uint256 borrowIndex) = _accruedIndices();
        return (totalBorrowBase * borrowIndex) / BASE_INDEX_SCALE;
    }

    /// @notice The account's base balance including interest up to this block (0 while it borrows).
    function balanceOf(address account) public view returns (uint256) {
        (uint256 supplyIndex,) = _accruedIndices();
        return (userPrincipal[account] * supplyIndex) / BASE_INDEX_SCALE;
    }

    /// @notice What the account owes in the base asset, interest up to this block included.
    function borrowBalanceOf(address account) public view returns (uint256) {
        (, uint256 borrowIndex) = _accruedIndices();
        return (borrowPrincipal[account] * borrowIndex + BASE_INDEX_SCALE - 1) / BASE_INDEX_SCALE;
    }

    function collateralBalanceOf(address account, address asset) external view returns (uint128) {
        return asset == collateralAsset ? uint128(collateral[account]) : 0;
    }

    /// @notice Whether the account's collateral, at its borrow factor, covers what it owes.
    function isBorrowCollateralized(address account) public view returns (bool) {
        return _collateralized(account, borrowBalanceOf(account));
    }

    function isSupplyPaused() external view returns (bool) {
        return supplyPaused;
    }

    function isTransferPaused() external view returns (bool) {
        return transferPaused;
    }

    function isWithdrawPaused() external view returns (bool) {
        return withdrawPaused;
    }

    function isAbsorbPaused() external view returns (bool) {
        return absorbPaused;
    }

    function isBuyPaused() external view returns (bool) {
        return buyPaused;
    }

    /// @notice Governor or pause guardian only, as mainnet's.
    function pause(bool supplyPaused_, bool transferPaused_, bool withdrawPaused_, bool absorbPaused_, bool buyPaused_)
        external
    {
        if (msg.sender != governor && msg.sender != pauseGuardian) revert Unauthorized();
        supplyPaused = supplyPaused_;
        transferPaused = transferPaused_;
        withdrawPaused = withdrawPaused_;
        absorbPaused = absorbPaused_;
        buyPaused = buyPaused_;
        emit PauseAction(supplyPaused_, transferPaused_, withdrawPaused_, absorbPaused_, buyPaused_);
    }

    function accrueAccount(address) external {
        _accrue();
    }

    function supply(address asset, uint256 amount) external {
        _supply(msg.sender, msg.sender, asset, amount);
    }

    function supplyTo(address dst, address asset, uint256 amount) external {
        _supply(msg.sender, dst, asset, amount);
    }

    function withdraw(address asset, uint256 amount) external {
        _withdraw(msg.sender, msg.sender, asset, amount);
    }

    function withdrawTo(address to, address asset, uint256 amount) external {
        _withdraw(msg.sender, to, asset, amount);
    }

    /// @notice Governor-only: records borrowed base so utilization (and so the supply rate) is not zero.
    function seedBorrow(uint256 amount) external {
        require(msg.sender == governor, "Comet: not governor");
        _accrue();
        totalBorrowBase += (amount * BASE_INDEX_SCALE) / baseBorrowIndex;
    }

    function _supply(address from, address dst, address asset, uint256 amount) private {
        if (supplyPaused) revert Paused();
        if (asset == collateralAsset) {
            IERC20(asset).safeTransferFrom(from, address(this), amount);
            collateral[dst] += amount;
            totalCollateral += amount;
            emit SupplyCollateral(from, dst, asset, amount);
            return;
        }
        require(asset == baseToken, "Comet: bad asset");
        _accrue();
        if (amount == type(uint256).max) amount = borrowBalanceOf(dst);
        IERC20(baseToken).safeTransferFrom(from, address(this), amount);
        uint256 rest = amount;
        // A supply repays what the account owes first, as mainnet's signed principal does.
        uint256 owed = borrowBalanceOf(dst);
        if (owed > 0) {
            uint256 repaid = rest < owed ? rest : owed;
            uint256 burnt = repaid == owed ? borrowPrincipal[dst] : (repaid * BASE_INDEX_SCALE) / baseBorrowIndex;
            borrowPrincipal[dst] -= burnt;
            totalBorrowBase -= burnt;
            rest -= repaid;
        }
        if (rest > 0) {
            uint256 principal = (rest * BASE_INDEX_SCALE) / baseSupplyIndex;
            userPrincipal[dst] += principal;
            totalSupplyBase += principal;
        }
        emit Supply(from, dst, amount);
        emit Transfer(address(0), dst, amount);
    }

    function _withdraw(address src, address to, address asset, uint256 amount) private {
        if (withdrawPaused) revert Paused();
        if (asset == collateralAsset) {
            require(collateral[src] >= amount, "Comet: insufficient collateral");
            _accrue();
            collateral[src] -= amount;
            totalCollateral -= amount;
            if (!_collateralized(src, borrowBalanceOf(src))) revert NotCollateralized();
            IERC20(asset).safeTransfer(to, amount);
            emit WithdrawCollateral(src, to, asset, amount);
            return;
        }
        require(asset == baseToken, "Comet: bad asset");
        _accrue();
        uint256 supplied = balanceOf(src);
        if (amount == type(uint256).max) amount = supplied;
        if (amount <= supplied) {
            // Round the principal up so a withdrawal never takes more value than it burns.
            uint256 principal = (amount * BASE_INDEX_SCALE + baseSupplyIndex - 1) / baseSupplyIndex;
            if (principal > userPrincipal[src]) principal = userPrincipal[src];
            userPrincipal[src] -= principal;
            totalSupplyBase -= principal;
        } else {
            // Above the supplied balance the rest is a loan against the account's collateral.
            totalSupplyBase -= userPrincipal[src];
            userPrincipal[src] = 0;
            uint256 borrowed = amount - supplied;
            uint256 principal = (borrowed * BASE_INDEX_SCALE + baseBorrowIndex - 1) / baseBorrowIndex;
            borrowPrincipal[src] += principal;
            totalBorrowBase += principal;
            uint256 owed = borrowBalanceOf(src);
            if (owed < baseBorrowMin) revert BorrowTooSmall();
            if (!_collateralized(src, owed)) revert NotCollateralized();
        }
        Payout.cover(baseToken, amount);
        IERC20(baseToken).safeTransfer(to, amount);
        emit Withdraw(src, to, amount);
        emit Transfer(src, address(0), amount);
    }

    /// @dev The collateral's USD value at its borrow factor against `owed` (the base asset counted at US$ 1).
    function _collateralized(address account, uint256 owed) private view returns (bool) {
        if (owed == 0) return true;
        (, int256 answer,,,) = IPriceFeed(collateralPriceFeed).latestRoundData();
        if (answer <= 0) return false;
        // USD with 8 decimals.
        uint256 liquidity = (collateral[account] * uint256(answer) * borrowCollateralFactor) / FACTOR_SCALE
            / (10 ** collateralDecimals);
        uint256 debt = (owed * 1e8) / (10 ** decimals);
        return liquidity >= debt;
    }

    function _accrue() private {
        (baseSupplyIndex, baseBorrowIndex) = _accruedIndices();
        lastAccrualTime = block.timestamp;
    }

    function _accruedIndices() private view returns (uint256 supplyIndex, uint256 borrowIndex) {
        supplyIndex = baseSupplyIndex;
        borrowIndex = baseBorrowIndex;
        uint256 elapsed = block.timestamp - lastAccrualTime;
        if (elapsed > 0) {
            uint256 utilization = _utilization(supplyIndex, borrowIndex);
            supplyIndex += (supplyIndex * getSupplyRate(utilization) * elapsed) / FACTOR_SCALE;
            borrowIndex += (borrowIndex * getBorrowRate(utilization) * elapsed) / FACTOR_SCALE;
        }
    }

    function _utilization(uint256 supplyIndex, uint256 borrowIndex) private view returns (uint256) {
        uint256 supplied = (totalSupplyBase * supplyIndex) / BASE_INDEX_SCALE;
        uint256 borrowed = (totalBorrowBase * borrowIndex) / BASE_INDEX_SCALE;
        return supplied == 0 ? 0 : (borrowed * FACTOR_SCALE) / supplied;
    }
}
