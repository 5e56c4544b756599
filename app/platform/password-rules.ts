// argon2id cost, shared by the Worker and `npm run admin:create` (which hashes under Node). No imports on purpose.
export const ARGON2_PARAMS = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;
