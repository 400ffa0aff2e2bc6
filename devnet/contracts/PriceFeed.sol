// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A Chainlink-style aggregator (8 decimals) with the reads wallets and Aave's oracle use:
/// latestRoundData, latestAnswer, getRoundData, decimals, description, version.
/// The owner moves the price with setAnswer (to test health factors and liquidations), and can stop the feed
/// with setUpdatedAt (to test stale answers). Storage, in this order (the devnet writes it directly where it
/// places a feed at a mainnet address): description, owner, answer, round, stoppedAt.
contract PriceFeed {
    uint8 public constant decimals = 8;
    uint256 public constant version = 4;
    string public description;
    address public owner;
    int256 private answer;
    uint80 private round;
    /// 0: the feed is live and reports the current block time; otherwise the time its last answer was made.
    uint256 private stoppedAt;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);

    constructor(string memory description_, int256 answer_, address owner_) {
        description = description_;
        owner = owner_;
        answer = answer_;
        round = 1;
    }

    function setAnswer(int256 answer_) external {
        require(msg.sender == owner, "PriceFeed: not owner");
        answer = answer_;
        round += 1;
        stoppedAt = 0;
        emit AnswerUpdated(answer_, round, block.timestamp);
    }

    /// @notice Stops the feed as a Chainlink feed stops when its nodes do: the last answer stays, made at
    /// `updatedAt`, whatever the block time. 0 makes it live again (the next setAnswer does too).
    function setUpdatedAt(uint256 updatedAt) external {
        require(msg.sender == owner, "PriceFeed: not owner");
        stoppedAt = updatedAt;
    }

    function latestAnswer() external view returns (int256) {
        return answer;
    }

    function latestRound() external view returns (uint256) {
        return round;
    }

    /// @dev Reports the current block time as the update time unless stopped: a devnet price is "fresh",
    /// so staleness checks in the app don't trip after the chain was idle or time was skipped.
    function latestTimestamp() public view returns (uint256) {
        return stoppedAt == 0 ? block.timestamp : stoppedAt;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        uint256 at = latestTimestamp();
        return (round, answer, at, at, round);
    }

    /// @dev Only the latest answer is kept; older rounds report it too.
    function getRoundData(uint80 roundId) external view returns (uint80, int256, uint256, uint256, uint80) {
        require(roundId != 0 && roundId <= round, "PriceFeed: no data present");
        uint256 at = latestTimestamp();
        return (roundId, answer, at, at, roundId);
    }
}
