// Each test file starts a real server on a freshly seeded database: with both cores busy (several test runs on
// one machine) a start took longer than Jest's 5 s default, so a test or hook counts as hung after 30 s.
jest.setTimeout(30_000);
