// mfe_studio: image generation, in-painting, out-painting and up-scaling, exposed as './App'.
module.exports = require('@atelier/webpack-config').createConfig({
  name: 'studio',
  dir: __dirname,
  port: 3002,
  exposes: { './App': './src/exposed/App.tsx' },
});
