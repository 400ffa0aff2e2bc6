// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Payout} from "./Accrual.sol";

/// @notice Compound v3's Comet for one base asset, supply side only, with the mainnet reads and writes the
/// wallet uses (supply, supplyTo, withdraw, withdrawTo, balanceOf, baseToken, getUtilization,
/// getSupplyRate, getBorrowRate, totalSupply, totalBorrow). Indices and the kinked rate curve follow
/// Comet's design; borrowing is a single owner-seeded position that sets utilization, because collateral
/// accounting is out of scope for a devnet.
contract Comet {
    using SafeERC20 for IERC20;

    uint256 private constant BASE_INDEX_SCALE = 1e15;
    uint256 private constant FACTOR_SCALE = 1e18;
    uint256 private constant YEAR = 365 days;

    address public immutable baseToken;
    uint8 public immutable decimals;
    uint256 public immutable supplyKink;
    uint256 public immutable supplyPerSecondInterestRateSlopeLow;
    uint256 public immutable supplyPerSecondInterestRateSlopeHigh;
    uint256 public immutable borrowKink;
    uint256 public immutable borrowPerSecondInterestRateBase;
    uint256 public immutable borrowPerSecondInterestRateSlopeLow;
    uint256 public immutable borrowPerSecondInterestRateSlopeHigh;

    address public governor;
    uint256 public baseSupplyIndex;
    uint256 public baseBorrowIndex;
    uint256 public lastAccrualTime;
    uint256 public totalSupplyBase;
    uint256 public totalBorrowBase;
    mapping(address => uint256) public userPrincipal;

    event Supply(address indexed from, address indexed dst, uint256 amount);
    event Withdraw(address indexed src, address indexed to, uint256 amount);
    event Transfer(address indexed from, address indexed to, uint256 amount);

    /// @param ratesPerYear supplyKink, supplySlopeLow, supplySlopeHigh, borrowKink, borrowBase,
    /// borrowSlopeLow, borrowSlopeHigh — yearly figures scaled by 1e18, as Comet's configurator takes them.
    constructor(address baseToken_, address governor_, uint256[7] memory ratesPerYear) {
        baseToken = baseToken_;
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

    /// @notice The account's base balance including interest up to this block.
    function balanceOf(address account) public view returns (uint256) {
        (uint256 supplyIndex,) = _accruedIndices();
        return (userPrincipal[account] * supplyIndex) / BASE_INDEX_SCALE;
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
        require(asset == baseToken, "Comet: only the base asset is supported here");
        _accrue();
        IERC20(baseToken).safeTransferFrom(from, address(this), amount);
        uint256 principal = (amount * BASE_INDEX_SCALE) / baseSupplyIndex;
        userPrincipal[dst] += principal;
        totalSupplyBase += principal;
        emit Supply(from, dst, amount);
        emit Transfer(address(0), dst, amount);
    }

    function _withdraw(address src, address to, address asset, uint256 amount) private {
        require(asset == baseToken, "Comet: only the base asset is supported here");
        _accrue();
        if (amount == type(uint256).max) amount = balanceOf(src);
        // Round the principal up so a withdrawal never takes more value than it burns.
        uint256 principal = (amount * BASE_INDEX_SCALE + baseSupplyIndex - 1) / baseSupplyIndex;
        require(principal <= userPrincipal[src], "Comet: insufficient balance");
        userPrincipal[src] -= principal;
        totalSupplyBase -= principal;
        Payout.cover(baseToken, amount);
        IERC20(baseToken).safeTransfer(to, amount);
        emit Withdraw(src, to, amount);
        emit Transfer(src, address(0), amount);
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
