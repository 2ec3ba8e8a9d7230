// @atelier/testkit — helpers for tests that talk to real protocols on 127.0.0.1.
//
//   startSmtpCapture()   a real SMTP server (random port) that parses every mail it receives;
//                        set SMTP_URL/config.smtpUrl to `url`, then `await waitFor(pred)`.
//   extractCode(mail)    the 6-digit one-time code in a captured mail.
//   startOidcProvider()  an OpenID Connect provider (oauth2-mock-server, RS256, run in a child
//                        process) with PKCE and nonce; `await setNextUser(claims)` chooses who the
//                        next ID tokens describe.
//   followAuthorization(url)  "the user consents": requests the authorization URL and returns the
//                        callback URL the provider redirects to (with code and state).
//   integrationEnv()     DATABASE_URL/KAFKA_BROKERS for *.int.test.ts, or a clear error.
//   objectStoreEnv()     the test MinIO (ATELIER_S3_* from scripts/infra.sh) for *.int.test.ts, or a clear error;
//                        uniqueBucket(prefix) a fresh bucket name for it.
//   startTcpProxy(target)  a proxy to a real server whose `mode` ('pass' | 'refuse' | 'hang') makes it look down.
//   uniqueName(prefix)   a fresh lower-case name for schemas, topics and consumer groups.
//   dropSchemas(url, schemas)  drops a test's schemas on a connection of its own, after its services stopped.
//   waitFor(probe, done?, timeoutMs?)  polls until an asynchronous effect shows (returns the value).
//   freePort()           a free TCP port on 127.0.0.1 (for a product started as a child process).
//   tempDataDir(opts)    a throw-away DATA_DIR; with { pglite: true } it already holds an
//                        initialised PGlite database (copied from a per-machine template: the cold
//                        initdb costs seconds, a copy ~0.5 s).
//   seedPgliteDir(dir)   the same initialised PGlite data dir, copied into `dir`.
//   actorMetadata(secret, {id, role})  gRPC metadata carrying a signed admin (or user) caller, for
//                        tests that call an admin RPC directly (services verify it: requireAdmin).
//   startChild(script, env, ready)  a .ts entry point as its own process (node --import tsx), awaited
//                        until its stdout matches `ready`; kill() SIGKILLs it and waits for the exit.
//   seriesValue(text, name, labels)  one series' value in a Prometheus scrape (labels: a subset).
//   startOtlpReceiver()  a real OTLP/HTTP trace receiver (JSON): point OTEL_EXPORTER_OTLP_ENDPOINT at
//                        `url`, then assert on `spans` (trace/span/parent ids, name, kind, service).
//   statementsOf(fn)     the SQL statements `fn` sent (round trips, BEGIN/COMMIT included): statement budgets.
export { startSmtpCapture, extractCode, type CapturedMail, type SmtpCapture } from './smtp-capture';
export { startOidcProvider, followAuthorization, type OidcProvider, type OidcUser } from './oidc-provider';
export { dropSchemas, integrationEnv, objectStoreEnv, uniqueBucket, uniqueName } from './env';
export { startTcpProxy, type ProxyMode, type TcpProxy } from './tcp-proxy';
export { tempDataDir, seedPgliteDir, type TempDataDir } from './data-dir';
export { freePort } from './ports';
export { waitFor } from './wait-for';
export { startChild, type StartedChild } from './child-process';
export { actorMetadata, actorToken, type TestActor } from './actor';
export { startOtlpReceiver, decodeOtlpJson, OTLP_KIND, type OtlpReceiver, type ReceivedSpan } from './otlp-receiver';
export { seriesValue } from './prometheus';
export { statementsOf } from './statements';
