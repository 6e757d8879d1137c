/** Messages written for a person: invalid input, rate limits (how long to wait), unavailable service. */
export const errors = {};
