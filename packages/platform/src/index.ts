// Everything UI-free lives in @pod/platform/session (its own shared singleton) and is re-exported
// here unchanged, so remotes keep importing '@pod/platform'.
export {
  PlatformContext,
  SessionProvider,
  usePlatform,
  useCan,
  useLiveResync,
  firstErrorMessage,
  AccessGuard,
  decideAccess,
  pathAfterSignIn,
  subjectOf,
  FullPageSpinner,
  getGatewayUrl,
  getGatewayWsUrl,
  DEFAULT_GATEWAY_URL,
  createPlatformClient,
  ORDER_PRINT_FILE_SUBSCRIPTION,
  isOlderThanSeen,
  authHeaders,
  LOGIN,
  ME,
  MY_SITES,
  CURRENT_USER_FIELDS,
  sessionReducer,
  initialSessionState,
  chooseCurrentSite,
  isActiveSite,
  normaliseUser,
  STORAGE_KEYS,
  rememberDestination,
  takeDestination,
  graphql,
  readFragment,
  type CurrentUser,
  type SiteSummary,
  type SignInResult,
  type RemoteRoute,
  type PlatformValue,
  type SessionProviderProps,
  type AccessGuardProps,
  type AccessDecision,
  type PlatformClient,
  type PlatformClientOptions,
  type SessionState,
  type SessionAction,
  type FragmentOf,
  type ResultOf,
  type VariablesOf,
} from '@pod/platform/session';
export { PlatformProvider, PlatformUiProvider, type PlatformProviderProps } from './PlatformProvider';
export { useNotify, fieldErrors, showFieldErrors, type Notify, type FieldError } from './notify';
export { RequireAccess, type RequireAccessProps } from './access/RequireAccess';
export { Page, type PageProps } from './ui/Page';
export { DateField } from './ui/DateField';
export { IdText } from './ui/IdText';
export { CellText, type CellTextProps } from './ui/CellText';
export { StrongDeleteConfirm, confirmsDelete, type StrongDeleteConfirmProps, type StrongDeleteItem } from './delete/StrongDeleteConfirm';
export { Thumbnail, NO_PREVIEW_URL, type ThumbnailProps } from './ui/Thumbnail';
export { AccessDenied, ACCESS_DENIED } from './ui/AccessDenied';
export { ComingSoon, COMING_SOON } from './ui/ComingSoon';
export { useGoBack, hasAppHistory } from './navigation/useGoBack';
export { useUnsavedChanges, UNSAVED_CHANGES } from './navigation/useUnsavedChanges';
export { StandaloneApp, type StandaloneAppProps } from './standalone/StandaloneApp';
export { formatMoney, formatDate, formatDateTime } from './format';
export { uploadFile, postWithProgress, mediaImageUrl, mimeOfFile, fileExtension, type UploadedFile, type UploadFileOptions, type UploadField, type MediaImageSize } from './upload';
export { registerRemotesFromManifest, loadRemoteModule } from './remotes/federation';
export { RemoteBoundary, RemoteErrorPanel } from './remotes/RemoteBoundary';
export { RemoteComponent, type RemoteComponentProps } from './remotes/RemoteComponent';
export { lazyPage } from './ui/lazyPage';
