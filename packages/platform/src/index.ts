export type { CurrentUser, SiteSummary, SignInResult, RemoteRoute } from './types';
export type { PlatformValue } from './context';
export { PlatformProvider, type PlatformProviderProps } from './PlatformProvider';
export { usePlatform, useCan } from './hooks';
export { useNotify, firstErrorMessage, fieldErrors, showFieldErrors, type Notify, type FieldError } from './notify';
export { RequireAccess, type RequireAccessProps } from './access/RequireAccess';
export { decideAccess, pathAfterSignIn, subjectOf, type AccessDecision } from './access/access';
export { Page, type PageProps } from './ui/Page';
export { FullPageSpinner } from './ui/FullPageSpinner';
export { DateField } from './ui/DateField';
export { IdText } from './ui/IdText';
export { Thumbnail, NO_PREVIEW_URL, type ThumbnailProps } from './ui/Thumbnail';
export { AccessDenied, ACCESS_DENIED } from './ui/AccessDenied';
export { ComingSoon, COMING_SOON } from './ui/ComingSoon';
export { useGoBack, hasAppHistory } from './navigation/useGoBack';
export { useUnsavedChanges, UNSAVED_CHANGES } from './navigation/useUnsavedChanges';
export { LoginForm, LOGIN_MESSAGES, type LoginFormProps } from './ui/LoginForm';
export { StandaloneApp, type StandaloneAppProps } from './standalone/StandaloneApp';
export { formatMoney, formatDate, formatDateTime } from './format';
export { getGatewayUrl, getGatewayWsUrl, DEFAULT_GATEWAY_URL } from './config';
export { uploadFile, postWithProgress, mediaImageUrl, mimeOfFile, fileExtension, type UploadedFile, type UploadFileOptions, type UploadField, type MediaImageSize } from './upload';
export { createPlatformClient, authHeaders, type PlatformClient, type PlatformClientOptions } from './client/createClient';
export { LOGIN, ME, MY_SITES, CURRENT_USER_FIELDS } from './session/queries';
export {
  sessionReducer,
  initialSessionState,
  chooseCurrentSite,
  isActiveSite,
  normaliseUser,
  type SessionState,
  type SessionAction,
} from './session/state';
export { STORAGE_KEYS, rememberDestination, takeDestination } from './session/storage';
export { registerRemotesFromManifest, loadRemoteModule } from './remotes/federation';
export { RemoteBoundary, RemoteErrorPanel } from './remotes/RemoteBoundary';
export { RemoteComponent, type RemoteComponentProps } from './remotes/RemoteComponent';
export { graphql, readFragment, type FragmentOf, type ResultOf, type VariablesOf } from './graphql';
