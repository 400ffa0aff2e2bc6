// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Metadata} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Metadata.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {AccruingRate, Payout} from "./Accrual.sol";

/// @notice A Beefy vault (BeefyVaultV7 ABI: want, balance, available, getPricePerFullShare, deposit,
/// depositAll, withdraw, withdrawAll). The strategy's compounding is modelled by a price per full share
/// that grows with time. Shares use the want token's decimals (real Beefy vaults report 18).
contract BeefyVault is ERC20, AccruingRate {
    using SafeERC20 for IERC20;

    IERC20 private immutable wantToken;
    uint8 private immutable wantDecimals;

    constructor(IERC20 want_, string memory name_, string memory symbol_, uint256 rateStart_, uint256 aprBps_)
        ERC20(name_, symbol_)
        AccruingRate(rateStart_, aprBps_)
    {
        wantToken = want_;
        wantDecimals = IERC20Metadata(address(want_)).decimals();
    }

    function decimals() public view override returns (uint8) {
        return wantDecimals;
    }

    function want() public view returns (IERC20) {
        return wantToken;
    }

    /// @notice Want per share, scaled by 1e18.
    function getPricePerFullShare() public view returns (uint256) {
        return _rate();
    }

    /// @notice Total want the vault is worth (its idle tokens plus what the "strategy" earned).
    function balance() public view returns (uint256) {
        return (totalSupply() * _rate()) / 1e18;
    }

    function available() external view returns (uint256) {
        return wantToken.balanceOf(address(this));
    }

    function depositAll() external {
        deposit(wantToken.balanceOf(msg.sender));
    }

    function deposit(uint256 amount) public {
        wantToken.safeTransferFrom(msg.sender, address(this), amount);
        _mint(msg.sender, (amount * 1e18) / _rate());
    }

    function withdrawAll() external {
        withdraw(balanceOf(msg.sender));
    }

    function withdraw(uint256 shares) public {
        uint256 amount = (shares * _rate()) / 1e18;
        _burn(msg.sender, shares);
        Payout.cover(address(wantToken), amount);
        wantToken.safeTransfer(msg.sender, amount);
    }
}
