// Types of ports.mjs for the TypeScript that imports it (packages/runtime/tests/ports.test.ts).
export function ephemeralFloor(read?: () => string): number;
export function canBind(port: number): Promise<boolean>;
export function fixedPorts(count: number, opts?: { floor?: number; random?: () => number }): Promise<number[]>;
