// The public surface of shared-auth. Importing it installs the session-expiry check on the API client once.
import './session-expiry';

export { apiClient } from './api-client';
export { readableError, parseServerMessages, frappeExcType, isStaleWriteError } from './frappe-errors';
export {
  queryDocumentStore,
  receiveDocument,
  writeOptimistically,
  writeErrorMessage,
  useOptimisticWrite,
  type DocumentStore,
  type OptimisticWrite,
  type OptimisticWriteOptions,
  type VersionedDoc,
  type WriteRefusal,
} from './optimistic-write';
export {
  cachedChange,
  changeOptimistically,
  optimisticChangeOptions,
  receiveCached,
  showChange,
  useOptimisticChange,
  type CachedChange,
  type OptimisticChangeOptions,
  type ShownChange,
} from './optimistic-change';
export {
  listDocs,
  getDoc,
  createDoc,
  updateDoc,
  deleteDoc,
  countDocs,
  callMethod,
  type FrappeFilters,
  type ListOptions,
} from './frappe-resource';
export { dateSpanFilters, type DaySpan } from './date-filters';
export { uploadFile, deleteUpload, type UploadOptions } from './upload-file';
export { queryClient } from './query-client';
export { persistedQueryMeta, startQueryPersistence } from './persisted-queries';
export { loadSiteTimeZone, onSiteTimeZone } from './site-time-zone';
export { watchSession, SESSION_CHECK_INTERVAL_MS } from './session-watch';
export { resourceKey } from './query-keys';
export {
  ROLES,
  ROLES_BY_ACCESS_LEVEL,
  canAccess,
  appRoleFromFrappeRoles,
  isRole,
  type Role,
  type AccessLevel,
} from './roles';
export { AUTH_USER_STORAGE_KEY, type SessionUser } from './session-user';
export {
  useSession,
  useCurrentUser,
  getSession,
  onSessionChange,
  onUserDataEnd,
  type SessionState,
  type SessionStatus,
} from './session-store';
export {
  signIn,
  signOut,
  restoreSession,
  verifySession,
  leaveEndedSession,
  fetchLoggedUser,
  fetchProfile,
  fetchFrappeRoles,
  signUp,
  requestPasswordReset,
  setPasswordWithKey,
  type SignUpResult,
} from './auth-service';
export { configureRealtime } from './realtime/realtime';
export {
  useDoctypeUpdates,
  useDocUpdates,
  useDocViewers,
  useRealtimeEvent,
  useRealtimeState,
} from './realtime/use-realtime';
export type { DocUpdate, ListUpdate, DocViewers, RealtimeState } from './realtime/realtime-events';
export { useDemoUpdates, type DemoUpdate } from './realtime/demo-updates';
