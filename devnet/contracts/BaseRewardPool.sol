// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {IMintable} from "./Accrual.sol";

interface IBooster {
    function withdrawTo(uint256 pid, uint256 amount, address to) external returns (bool);
}

/// @notice Convex's BaseRewardPool ABI (stake, stakeFor, withdraw, withdrawAndUnwrap, getReward, earned,
/// balanceOf, totalSupply, rewardRate, periodFinish, lastTimeRewardApplicable, rewardToken) and its
/// Synthetix accounting: `rewardRate` CRV per second shared by all staked tokens until `periodFinish`, nothing
/// after it. CRV is minted on claim, and CVX with it by ConvexToken's cliffs (on mainnet the booster's
/// `rewardClaimed` mints it). On mainnet the booster tops a period up every few days (`queueNewRewards`); the
/// devnet has no keeper, so its manager sets the rate and the period's end directly (`setRewardPeriod`).
contract BaseRewardPool {
    using SafeERC20 for IERC20;

    IERC20 public immutable stakingToken;
    address public immutable rewardToken;
    address public immutable operator;
    uint256 public immutable pid;
    /// @notice Convex's CVX, minted per CRV claimed.
    address public immutable cvx;
    /// @notice Who may set the reward period (the devnet owner).
    address public immutable manager;

    uint256 public constant CVX_TOTAL_CLIFFS = 1000;
    uint256 public constant CVX_REDUCTION_PER_CLIFF = 100_000e18;
    uint256 public constant CVX_MAX_SUPPLY = 100_000_000e18;

    /// @notice CRV (wei) per second, shared by all staked tokens.
    uint256 public rewardRate;
    uint256 public periodFinish;
    uint256 public lastUpdateTime;
    uint256 public rewardPerTokenStored;
    uint256 private supply;
    mapping(address => uint256) private balances;
    mapping(address => uint256) public userRewardPerTokenPaid;
    mapping(address => uint256) public rewards;

    event Staked(address indexed user, uint256 amount);
    event Withdrawn(address indexed user, uint256 amount);
    event RewardPaid(address indexed user, uint256 reward);

    constructor(
        uint256 pid_,
        IERC20 stakingToken_,
        address rewardToken_,
        address cvx_,
        address operator_,
        address manager_,
        uint256 rewardRate_,
        uint256 periodFinish_
    ) {
        pid = pid_;
        stakingToken = stakingToken_;
        rewardToken = rewardToken_;
        cvx = cvx_;
        operator = operator_;
        manager = manager_;
        rewardRate = rewardRate_;
        periodFinish = periodFinish_;
        lastUpdateTime = block.timestamp;
    }

    /// @notice Accrues what is owed at the old rate, then pays `rate` CRV per second until `finish`.
    function setRewardPeriod(uint256 rate, uint256 finish) external updateReward(address(0)) {
        require(msg.sender == manager, "RewardPool: not manager");
        rewardRate = rate;
        periodFinish = finish;
        lastUpdateTime = block.timestamp;
    }

    modifier updateReward(address account) {
        rewardPerTokenStored = rewardPerToken();
        lastUpdateTime = lastTimeRewardApplicable();
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

    function lastTimeRewardApplicable() public view returns (uint256) {
        return block.timestamp < periodFinish ? block.timestamp : periodFinish;
    }

    function rewardPerToken() public view returns (uint256) {
        if (supply == 0) return rewardPerTokenStored;
        uint256 from = lastUpdateTime < lastTimeRewardApplicable() ? lastUpdateTime : lastTimeRewardApplicable();
        return rewardPerTokenStored + ((lastTimeRewardApplicable() - from) * rewardRate * 1e18) / supply;
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
            uint256 minted = cvxMintedFor(reward);
            if (minted > 0) IMintable(cvx).mint(account, minted);
            emit RewardPaid(account, reward);
        }
        return true;
    }

    /// @notice ConvexToken's `mint`: CRV scaled by the cliffs left at today's CVX supply, capped at its max.
    function cvxMintedFor(uint256 crv) public view returns (uint256) {
        uint256 supply_ = IERC20(cvx).totalSupply();
        uint256 cliff = supply_ / CVX_REDUCTION_PER_CLIFF;
        if (cliff >= CVX_TOTAL_CLIFFS) return 0;
        uint256 minted = (crv * (CVX_TOTAL_CLIFFS - cliff)) / CVX_TOTAL_CLIFFS;
        uint256 room = CVX_MAX_SUPPLY - supply_;
        return minted > room ? room : minted;
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
