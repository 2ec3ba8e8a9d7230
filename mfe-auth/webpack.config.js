// mfe_auth: the public auth screens and the account pages of both areas, exposed as './App'.
module.exports = require('@atelier/webpack-config').createConfig({
  name: 'auth',
  dir: __dirname,
  port: 3001,
  exposes: { './App': './src/exposed/App.tsx' },
});
