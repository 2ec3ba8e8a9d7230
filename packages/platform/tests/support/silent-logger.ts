// A logger that discards everything, for tests.
import { createLogger } from '../../src/logging';

export const silentLogger = createLogger({ logLevel: 'silent' });
