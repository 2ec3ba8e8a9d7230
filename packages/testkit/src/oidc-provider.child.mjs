// The OIDC provider process behind startOidcProvider(): oauth2-mock-server in plain Node (it is
// ESM-only and its key checks fail inside jest's sandbox), controlled over the fork IPC channel.
// Messages in: {type:'setUser', id, claims} | {type:'close'}. Out: {type:'ready', issuer} | {type:'ack', id}.
import { OAuth2Server } from 'oauth2-mock-server';

const clientId = process.env.OIDC_CLIENT_ID;
let user = { sub: 'test-user', email: 'test-user@example.com', email_verified: true, name: 'Test User' };

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, user, { aud: clientId });
});
await server.start(0, '127.0.0.1');
// The library names its issuer "localhost", which may resolve to ::1 where nothing listens.
server.issuer.url = `http://127.0.0.1:${server.address().port}`;

process.on('message', async (m) => {
  if (m.type === 'setUser') {
    user = { ...m.claims };
    process.send({ type: 'ack', id: m.id });
  } else if (m.type === 'close') {
    await server.stop();
    process.exit(0);
  }
});
// The test process went away without closing us: do not linger.
process.on('disconnect', () => process.exit(0));
process.send({ type: 'ready', issuer: server.issuer.url });
