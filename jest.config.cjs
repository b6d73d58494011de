// Every package's unit, component and API tests, in one run.
module.exports = {
  // A worker per core: Jest's default leaves one to its main thread, which only waits, so on two cores the files
  // ran one at a time.
  maxWorkers: '100%',
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
