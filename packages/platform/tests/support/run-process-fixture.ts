// A tiny process entry for the runProcess test: one module on top of the kit's infrastructure.
import { runProcess } from '../../src/process';

void runProcess({
  modules: [
    {
      name: 'svc',
      deps: ['database', 'events', 'grpc-server'],
      start: (ctx) => ctx.logger.info('svc starting'),
      stop: () => console.log(JSON.stringify({ msg: 'svc stop called' })),
    },
  ],
  targets: { all: ['svc'] },
  defaultTarget: ['all'],
});
