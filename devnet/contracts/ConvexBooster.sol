// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

interface IDepositToken {
    function mint(address to, uint256 value) external;
    function burn(address from, uint256 value) external;
}

interface IRewardPool {
    function stakeFor(address account, uint256 amount) external returns (bool);
}

/// @notice Convex's Booster with its mainnet ABI (poolInfo, poolLength, deposit(pid, amount, stake),
/// depositAll, withdraw, withdrawAll, withdrawTo, isShutdown, shutdownPool, shutdownSystem). LP tokens stay in
/// the booster rather than going to a Curve gauge: the yield is the reward pool's CRV. As on mainnet, the pool
/// manager (the owner here) can shut a pool down (`shutdownPool`) or the whole system (`shutdownSystem`):
/// deposits then revert ("pool is closed", "shutdown") and withdrawals still work. Convex publishes no npm
/// package with bytecode.
contract ConvexBooster {
    using SafeERC20 for IERC20;

    struct PoolInfo {
        address lptoken;
        address token;
        address gauge;
        address crvRewards;
        address stash;
        bool shutdown;
    }

    address public owner;
    bool public isShutdown;
    address public immutable crv;
    PoolInfo[] public poolInfo;

    event Deposited(address indexed user, uint256 indexed poolid, uint256 amount);
    event Withdrawn(address indexed user, uint256 indexed poolid, uint256 amount);

    constructor(address crv_, address owner_) {
        crv = crv_;
        owner = owner_;
    }

    function poolLength() external view returns (uint256) {
        return poolInfo.length;
    }

    function addPool(address lptoken, address token, address gauge, address rewards) external returns (bool) {
        require(msg.sender == owner, "Booster: not owner");
        poolInfo.push(PoolInfo(lptoken, token, gauge, rewards, address(0), false));
        return true;
    }

    function shutdownPool(uint256 pid) external returns (bool) {
        require(msg.sender == owner, "!auth");
        poolInfo[pid].shutdown = true;
        return true;
    }

    function shutdownSystem() external {
        require(msg.sender == owner, "!auth");
        isShutdown = true;
        for (uint256 i = 0; i < poolInfo.length; i++) poolInfo[i].shutdown = true;
    }

    function deposit(uint256 pid, uint256 amount, bool stake) public returns (bool) {
        require(!isShutdown, "shutdown");
        PoolInfo storage pool = poolInfo[pid];
        require(!pool.shutdown, "pool is closed");
        IERC20(pool.lptoken).safeTransferFrom(msg.sender, address(this), amount);
        if (stake) {
            // As on mainnet: mint the deposit token to the booster, then stake it for the user.
            IDepositToken(pool.token).mint(address(this), amount);
            IERC20(pool.token).forceApprove(pool.crvRewards, amount);
            IRewardPool(pool.crvRewards).stakeFor(msg.sender, amount);
        } else {
            IDepositToken(pool.token).mint(msg.sender, amount);
        }
        emit Deposited(msg.sender, pid, amount);
        return true;
    }

    function depositAll(uint256 pid, bool stake) external returns (bool) {
        return deposit(pid, IERC20(poolInfo[pid].lptoken).balanceOf(msg.sender), stake);
    }

    function withdraw(uint256 pid, uint256 amount) public returns (bool) {
        _withdraw(pid, amount, msg.sender, msg.sender);
        return true;
    }

    function withdrawAll(uint256 pid) external returns (bool) {
        return withdraw(pid, IERC20(poolInfo[pid].token).balanceOf(msg.sender));
    }

    /// @notice Called by a reward pool's withdrawAndUnwrap: burns the pool's deposit tokens, returns the LP.
    function withdrawTo(uint256 pid, uint256 amount, address to) external returns (bool) {
        require(msg.sender == poolInfo[pid].crvRewards, "!auth");
        _withdraw(pid, amount, msg.sender, to);
        return true;
    }

    function _withdraw(uint256 pid, uint256 amount, address from, address to) private {
        PoolInfo storage pool = poolInfo[pid];
        IDepositToken(pool.token).burn(from, amount);
        IERC20(pool.lptoken).safeTransfer(to, amount);
        emit Withdrawn(to, pid, amount);
    }
}
