// mfe-auth's unit tests (pure logic: OTP focus rules, form schemas). The repo's root jest config
// does not scan frontend folders yet, so these run with `npx jest -c mfe-auth/jest.config.js`;
// the transform is the root's unit project's, so both run the same compiler settings.
const { projects } = require('../jest.config.js');
const unit = projects.find((p) => p.displayName === 'unit');

module.exports = {
  ...unit,
  displayName: 'mfe-auth',
  rootDir: '..',
  testMatch: ['<rootDir>/mfe-auth/tests/**/*.test.ts'],
};
