// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC4626} from "@openzeppelin/contracts/token/ERC20/extensions/ERC4626.sol";
import {RateVault} from "./RateVault.sol";
import {AccruingRate} from "./Accrual.sol";

/// @notice A Yearn v3 vault (yvUSDC-1) with the mainnet reads and writes the wallet uses: ERC-4626,
/// pricePerShare, apiVersion, and the maxLoss overloads of withdraw/redeem. Yearn v3 is Vyper and no
/// Vyper compiler is available here, hence this Solidity stand-in.
contract YearnV3Vault is RateVault {
    constructor(IERC20 asset_, string memory name_, string memory symbol_, uint256 rateStart_, uint256 aprBps_)
        ERC20(name_, symbol_)
        ERC4626(asset_)
        AccruingRate(rateStart_, aprBps_)
    {}

    function apiVersion() external pure returns (string memory) {
        return "3.0.2";
    }

    /// @notice Assets for one whole share, in the asset's decimals (Yearn's definition).
    function pricePerShare() external view returns (uint256) {
        return convertToAssets(10 ** decimals());
    }

    function withdraw(uint256 assets, address receiver, address holder, uint256 /* maxLoss */ )
        external
        returns (uint256)
    {
        return withdraw(assets, receiver, holder);
    }

    function redeem(uint256 shares, address receiver, address holder, uint256 /* maxLoss */ )
        external
        returns (uint256)
    {
        return redeem(shares, receiver, holder);
    }
}
