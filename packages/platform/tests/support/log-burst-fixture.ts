// A process that logs a burst of lines through the kit's logger and ends at once, the way a failed
// start or a second signal does (process.exit, or an uncaught exception): logging.test.ts checks
// that every line still reaches stdout. argv: <lines> <exit|throw>.
import { createLogger } from '../../src/logging';

const lines = Number(process.argv[2]);
const logger = createLogger({ logLevel: 'info' }, 'burst');
for (let i = 0; i < lines; i++) logger.info({ i }, 'line');
if (process.argv[3] === 'throw') throw new Error('the end');
process.exit(3);
