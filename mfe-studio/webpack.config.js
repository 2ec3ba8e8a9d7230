// mfe_studio: image generation, in-painting, out-painting and up-scaling, exposed as './App';
// './ImageDetail' is the image detail dialog, reused by the feeds.
module.exports = require('@atelier/webpack-config').createConfig({
  name: 'studio',
  dir: __dirname,
  port: 3002,
  exposes: { './App': './src/exposed/App.tsx', './ImageDetail': './src/exposed/ImageDetail.tsx' },
});
