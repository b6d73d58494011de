// Types for releases-store.cjs (the release script runs it as plain JavaScript; its test is TypeScript).
export const RELEASE_FOLDER: RegExp;
export const RELEASE_VERSION: RegExp;
export class ReleaseError extends Error {}
export interface SharedNeed {
  name: string;
  version: string;
  requiredVersion: string;
  singleton: boolean;
}
export interface Release {
  remote: string;
  version: string;
  publishedAt: string;
  name: string;
  shared: SharedNeed[];
}
export function compareVersions(a: string, b: string): number;
export function checkReleaseName(remote: string, version: string): void;
export function releaseDir(store: string, remote: string, version: string): string;
export function listReleases(store: string): { remotes: Record<string, { versions: string[] }> };
export function stagingDir(store: string, remote: string, version: string): string;
export function publishRelease(options: { store: string; remote: string; version: string; buildDir: string }): {
  dir: string;
  files: number;
  release: Release;
};
