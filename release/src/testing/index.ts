// Test helpers for packages that test against a release: a fake release environment and a local S3.
export { fakeBuild, fakeReleaseEnvironment, FAKE_SHELL_EXPORTS, writeFakeBuild, type FakeReleaseEnvironment } from './fake-release';
export { startLocalS3, type LocalS3 } from './local-s3';
export { reportVisits, type Visits } from './report-visits';
export { reportVitals } from './report-vitals';
