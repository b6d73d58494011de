// Every package's unit, component and API tests, in one run.
module.exports = {
  projects: [
    '<rootDir>/shared-auth',
    '<rootDir>/shared-ui',
    '<rootDir>/host',
    '<rootDir>/remote-projects',
    '<rootDir>/remote-apps',
    '<rootDir>/remote-template-kits',
    '<rootDir>/mock-server',
    '<rootDir>/build-presets',
  ],
};
