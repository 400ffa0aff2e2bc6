// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice A Chainlink-style aggregator (8 decimals) with the reads wallets and Aave's oracle use:
/// latestRoundData, latestAnswer, getRoundData, decimals, description, version.
/// The owner moves the price with setAnswer (to test health factors and liquidations).
contract PriceFeed {
    uint8 public constant decimals = 8;
    uint256 public constant version = 4;
    string public description;
    address public owner;
    int256 private answer;
    uint80 private round;

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
        emit AnswerUpdated(answer_, round, block.timestamp);
    }

    function latestAnswer() external view returns (int256) {
        return answer;
    }

    function latestRound() external view returns (uint256) {
        return round;
    }

    /// @dev Reports the current block time as the update time: a devnet price is always "fresh",
    /// so staleness checks in the app don't trip after the chain was idle or time was skipped.
    function latestTimestamp() public view returns (uint256) {
        return block.timestamp;
    }

    function latestRoundData() external view returns (uint80, int256, uint256, uint256, uint80) {
        return (round, answer, block.timestamp, block.timestamp, round);
    }

    /// @dev Only the latest answer is kept; older rounds report it too.
    function getRoundData(uint80 roundId) external view returns (uint80, int256, uint256, uint256, uint80) {
        require(roundId != 0 && roundId <= round, "PriceFeed: no data present");
        return (roundId, answer, block.timestamp, block.timestamp, roundId);
    }
}
