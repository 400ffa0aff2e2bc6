// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IMintable} from "./Accrual.sol";

interface IBooster {
    function withdrawTo(uint256 pid, uint256 amount, address to) external returns (bool);
}

/// @notice Convex's BaseRewardPool ABI (stake, stakeFor, withdraw, withdrawAndUnwrap, getReward, earned,
/// balanceOf, totalSupply, rewardRate, rewardToken). Synthetix-style accounting, except that rewards per
/// staked token flow at a fixed rate (a fixed APR whatever the pool size); CRV is minted on claim.
contract BaseRewardPool {
    using SafeERC20 for IERC20;

    IERC20 public immutable stakingToken;
    address public immutable rewardToken;
    address public immutable operator;
    uint256 public immutable pid;
    /// @notice CRV (wei) earned per second by one whole staked token.
    uint256 public immutable rewardPerTokenPerSecond;

    uint256 public lastUpdateTime;
    uint256 public rewardPerTokenStored;
    uint256 private supply;
    mapping(address => uint256) private balances;
    mapping(address => uint256) public userRewardPerTokenPaid;
    mapping(address => uint256) public rewards;

    event Staked(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, uint256 reward);

    constructor(uint256 pid_, IERC20 stakingToken_, address rewardToken_, address operator_, uint256 ratePerToken) {
        pid = pid_;
        stakingToken = stakingToken_;
        rewardToken = rewardToken_;
        operator = operator_;
        rewardPerTokenPerSecond = ratePerToken;
        lastUpdateTime = block.timestamp;
    }

    modifier updateReward(address account) {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = block.timestamp;
        if (account != address(0)) {
            rewards[account] = earned(account);
            userRewardPerTokenPaid[account] = rewardPerTokenStored;
        }
        _;
    }

    function totalSupply() external view returns (uint256) {
        return supply;
    }

    function balanceOf(address account) external view returns (uint256) {
        return balances[account];
    }

    function extraRewardsLength() external pure returns (uint256) {
        return 0;
    }

    /// @notice Total CRV per second across all stakers, as mainnet reports it.
    function rewardRate() external view returns (uint256) {
        return (supply * rewardPerTokenPerSecond) / 1e18;
    }

    function rewardPerToken() public view returns (uint256) {
        return rewardPerTokenStored + (block.timestamp - lastUpdateTime) * rewardPerTokenPerSecond;
    }

    function earned(address account) public view returns (uint256) {
        return (balances[account] * (rewardPerToken() - userRewardPerTokenPaid[account])) / 1e18 + rewards[account];
    }

    function stake(uint256 amount) public returns (bool) {
        _stake(msg.sender, msg.sender, amount);
        return true;
    }

    function stakeAll() external returns (bool) {
        return stake(stakingToken.balanceOf(msg.sender));
    }

    function stakeFor(address account, uint256 amount) external returns (bool) {
        _stake(msg.sender, account, amount);
        return true;
    }

    function withdraw(uint256 amount, bool claim) public updateReward(msg.sender) returns (bool) {
        _reduce(msg.sender, amount);
        stakingToken.safeTransfer(msg.sender, amount);
        if (claim) getReward(msg.sender, true);
        return true;
    }

    function withdrawAll(bool claim) external {
        withdraw(balances[msg.sender], claim);
    }

    /// @notice Unstakes and hands back the Curve LP token in one step (via the booster).
    function withdrawAndUnwrap(uint256 amount, bool claim) public updateReward(msg.sender) returns (bool) {
        _reduce(msg.sender, amount);
        IBooster(operator).withdrawTo(pid, amount, msg.sender);
        if (claim) getReward(msg.sender, true);
        return true;
    }

    function withdrawAllAndUnwrap(bool claim) external {
        withdrawAndUnwrap(balances[msg.sender], claim);
    }

    function getReward() external returns (bool) {
        return getReward(msg.sender, true);
    }

    function getReward(address account, bool /* claimExtras */ ) public updateReward(account) returns (bool) {
        uint256 reward = rewards[account];
        if (reward > 0) {
            rewards[account] = 0;
            IMintable(rewardToken).mint(account, reward);
            emit RewardPaid(account, reward);
        }
        return true;
    }

    function _stake(address from, address account, uint256 amount) private updateReward(account) {
        require(amount > 0, "RewardPool : Cannot stake 0");
        supply += amount;
        balances[account] += amount;
        stakingToken.safeTransferFrom(from, address(this), amount);
        emit Staked(account, amount);
    }

    function _reduce(address account, uint256 amount) private {
        require(amount > 0, "RewardPool : Cannot withdraw 0");
        supply -= amount;
        balances[account] -= amount;
        emit Withdrawn(account, amount);
    }
}
