// mfe_billing: pricing, transactions and the credits-burn report, exposed as './App'.
module.exports = require('@atelier/webpack-config').createConfig({
  name: 'billing',
  dir: __dirname,
  port: 3004,
  exposes: { './App': './src/exposed/App.tsx' },
});
