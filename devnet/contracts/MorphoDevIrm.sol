// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev Morpho Blue's structs, redeclared so this file compiles with the newer solc (same ABI layout).
struct MarketParams {
    address loanToken;
    address collateralToken;
    address oracle;
    address irm;
    uint256 lltv;
}

struct Market {
    uint128 totalSupplyAssets;
    uint128 totalSupplyShares;
    uint128 totalBorrowAssets;
    uint128 totalBorrowShares;
    uint128 lastUpdate;
    uint128 fee;
}

/// @notice A fixed-rate interest rate model for the devnet's Morpho market: borrowers pay a constant APR, so
/// suppliers earn it times utilization. Morpho's AdaptiveCurveIrm is not on npm; a fixed rate keeps test
/// expectations simple while interest still accrues.
contract MorphoDevIrm {
    uint256 public immutable ratePerSecond;

    constructor(uint256 aprWad) {
        ratePerSecond = aprWad / 365 days;
    }

    function borrowRate(MarketParams memory, Market memory) external view returns (uint256) {
        return ratePerSecond;
    }

    function borrowRateView(MarketParams memory, Market memory) external view returns (uint256) {
        return ratePerSecond;
    }
}

interface IFeed {
    function latestAnswer() external view returns (int256);
}

/// @notice Morpho oracle (IOracle.price: collateral priced in loan token, scaled by 1e36) built from two
/// devnet USD feeds, so moving a feed moves the market.
contract MorphoFeedOracle {
    IFeed public immutable collateralFeed;
    IFeed public immutable loanFeed;
    uint256 public immutable scale;

    constructor(IFeed collateralFeed_, IFeed loanFeed_, uint8 collateralDecimals, uint8 loanDecimals) {
        collateralFeed = collateralFeed_;
        loanFeed = loanFeed_;
        scale = 10 ** (36 + uint256(loanDecimals) - uint256(collateralDecimals));
    }

    function price() external view returns (uint256) {
        return (uint256(collateralFeed.latestAnswer()) * scale) / uint256(loanFeed.latestAnswer());
    }
}
