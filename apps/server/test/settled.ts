/**
 * How long a reaction to a business event may take to show (the relay and the job queue poll),
 * for `expect.poll(read, SETTLED)`: a read of what a subscriber keeps, right after the write.
 */
export const SETTLED = { timeout: 5_000, interval: 50 };
