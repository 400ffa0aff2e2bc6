// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {DevToken} from "./DevToken.sol";

/// @notice Mainnet USDT's approve rule: changing a non-zero allowance to another non-zero value reverts
/// (a guard against the approve front-running race). Wallets must reset to 0 first; the devnet keeps
/// the rule so that code path is exercised. Unlike mainnet USDT it returns `bool`, so a standard ABI decodes.
contract TetherToken is DevToken {
    constructor(string memory name_, string memory symbol_, uint8 decimals_, address owner_)
        DevToken(name_, symbol_, decimals_, owner_)
    {}

    function approve(address spender, uint256 value) external override returns (bool) {
        // Same check as mainnet, and like mainnet it reverts without a reason string.
        require(!(value != 0 && allowance[msg.sender][spender] != 0));
        _approve(msg.sender, spender, value);
        return true;
    }
}
