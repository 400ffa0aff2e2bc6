// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

interface IMintable {
    function mint(address to, uint256 value) external;
}

/// @notice An exchange rate that grows linearly with block.timestamp at a fixed APR. The devnet's written
/// vaults price their shares with it, so `evm_increaseTime` + a mined block shows yield, and an APY read
/// from the chain is a real figure.
abstract contract AccruingRate {
    uint256 private constant YEAR = 365 days;
    /// @notice Rate at deployment (18 decimals), above 1 so shares and assets never look interchangeable.
    uint256 public immutable rateStart;
    /// @notice Yearly growth of the rate, in basis points.
    uint256 public immutable aprBps;
    uint256 public immutable rateSince;

    constructor(uint256 rateStart_, uint256 aprBps_) {
        rateStart = rateStart_;
        aprBps = aprBps_;
        rateSince = block.timestamp;
    }

    function _rate() internal view returns (uint256) {
        return rateStart + (rateStart * aprBps * (block.timestamp - rateSince)) / (10_000 * YEAR);
    }
}

library Payout {
    /// @dev The yield a vault owes is minted on demand (the devnet tokens give vaults the minter role),
    /// so no vault ever runs dry however long the chain idles.
    function cover(address token, uint256 amount) internal {
        uint256 held = IERC20(token).balanceOf(address(this));
        if (held < amount) IMintable(token).mint(address(this), amount - held);
    }
}
