// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {AccruingRate, Payout} from "./Accrual.sol";

/// @notice OpenZeppelin's ERC-4626 priced by an AccruingRate instead of by its token balance: the share
/// price grows with time whoever deposits, which is what the devnet needs to show yield.
abstract contract RateVault is ERC4626, AccruingRate {
    using Math for uint256;

    function totalAssets() public view virtual override returns (uint256) {
        return _convertToAssets(totalSupply(), Math.Rounding.Floor);
    }

    function _convertToShares(uint256 assets, Math.Rounding rounding) internal view virtual override returns (uint256) {
        return assets.mulDiv(1e18, _rate(), rounding);
    }

    function _convertToAssets(uint256 shares, Math.Rounding rounding) internal view virtual override returns (uint256) {
        return shares.mulDiv(_rate(), 1e18, rounding);
    }

    function _withdraw(address caller, address receiver, address holder, uint256 assets, uint256 shares)
        internal
        virtual
        override
    {
        Payout.cover(asset(), assets);
        super._withdraw(caller, receiver, holder, assets, shares);
    }
}
