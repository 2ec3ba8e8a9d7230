// The identity service as a platform module: migrates schema "identity", makes sure an admin
// exists, follows billing's subscription changes, and serves IdentityService over gRPC.
import type { Database, Events, GrpcServer, MailPort, Module } from '@atelier/platform';
import { identityProto } from '@atelier/proto';
import { subscriptionChangedConsumer } from './events/subscription-changed.consumer';
import { MailDispatcher } from './mail/mail-dispatcher';
import { migrations } from './migrations';
import { GoogleOidc } from './oidc/google.client';
import type { IdentityDB } from './repo/database';
import { identityHandlers } from './rpc/identity.handlers';
import { bootstrapAdmin, type BootstrapResult } from './service/bootstrap-admin';
import { startHousekeeping } from './service/housekeeping';
import type { IdentityContext } from './service/context';

export const SCHEMA = 'identity';

export interface IdentityModuleOptions {
  /** The clock every rule reads (tests move it to expire codes and tickets). */
  now?: () => Date;
  /** Where the generated admin's credentials are printed (console by default). */
  print?: (text: string) => void;
  /** The database schema (default "identity"); integration tests use a unique one per run. */
  schema?: string;
}

export interface IdentityRuntime {
  context: IdentityContext;
  bootstrap: BootstrapResult;
  /** Set in ready(): stops the hourly clean-up. */
  stopHousekeeping?: () => Promise<void>;
}

export function createIdentityModule(opts: IdentityModuleOptions = {}): Module<IdentityRuntime> {
  return {
    name: 'identity',
    deps: ['database', 'events', 'mail', 'grpc-server'],
    async start({ config, logger, get }) {
      const schema = opts.schema ?? SCHEMA;
      const database = get<Database>('database');
      await database.migrate(schema, migrations);
      const events = get<Events>('events');
      const { mailer } = get<MailPort>('mail');
      const context: IdentityContext = {
        db: database.forSchema<IdentityDB>(schema),
        outbox: events.outbox(schema),
        mail: new MailDispatcher(mailer, logger),
        logger,
        jwtSecret: config.jwtSecret,
        pepper: config.secretsKey,
        publicUrl: config.publicUrl,
        logCodes: !config.smtpUrl,
        google: config.google && new GoogleOidc(config.google, logger),
        now: opts.now ?? (() => new Date()),
      };
      const bootstrap = await bootstrapAdmin(context, config, opts.print);
      events.consume(subscriptionChangedConsumer(schema, logger, context.outbox));
      get<GrpcServer>('grpc-server').add(identityProto().atelier.identity.v1.IdentityService.service, identityHandlers(context));
      return { context, bootstrap };
    },
    ready(runtime) {
      runtime.stopHousekeeping = startHousekeeping(runtime.context);
    },
    async stop({ context, stopHousekeeping }) {
      await stopHousekeeping?.();
      await context.mail.drain();
    },
  };
}

export const identityModule = createIdentityModule();
