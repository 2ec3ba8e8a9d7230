// mfe_admin: every /admin/dashboard screen, including the job queue, exposed as './App'.
module.exports = require('@atelier/webpack-config').createConfig({
  name: 'admin',
  dir: __dirname,
  port: 3005,
  exposes: { './App': './src/exposed/App.tsx' },
});
