// A tiny process entry for the runProcess test: one module on top of the kit's infrastructure.
import type { Logger } from '../../src/logging';
import { runProcess } from '../../src/process';

// Both lines go through the same logger: a console.log beside pino's stream could overtake it, and
// the test reads their order.
let log: Logger | undefined;

void runProcess({
  modules: [
    {
      name: 'svc',
      deps: ['database', 'events', 'grpc-server'],
      start: (ctx) => {
        log = ctx.logger;
        log.info('svc starting');
      },
      drain: () => log?.info('svc drain called'),
      stop: () => log?.info('svc stop called'),
    },
  ],
  targets: { all: ['svc'] },
  defaultTarget: ['all'],
});
