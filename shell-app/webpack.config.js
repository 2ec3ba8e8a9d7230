// The shell (host): routing, layouts, theme, toasts and the runtime registry of remotes.
module.exports = require('@atelier/webpack-config').createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
  title: 'Atelier — AI image studio',
  routePreloads: require('./route-preloads'),
});
