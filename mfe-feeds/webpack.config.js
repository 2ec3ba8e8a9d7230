// mfe_feeds: the dashboard home, the community feed and the personal feed, exposed as './App'.
module.exports = require('@atelier/webpack-config').createConfig({
  name: 'feeds',
  dir: __dirname,
  port: 3003,
  exposes: { './App': './src/exposed/App.tsx' },
});
