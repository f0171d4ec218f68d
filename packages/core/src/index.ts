// The public surface of @parlor/core. Named exports only: what is not listed here is internal.

export { analyticsAttribute, injectAnalytics } from './analytics/inject-analytics.ts'

export type { ApiClient, ApiClientOptions, CallOptions, CallTable } from './api/api-client.ts'
export { createApiClient, defaultTimeoutMs } from './api/api-client.ts'
export type { FailureCause, StartupFailure } from './api/call-failure.ts'
export { failureEnvelope } from './api/call-failure.ts'
export type { FailurePolicy } from './api/failure-policy.ts'
export { failurePolicies } from './api/failure-policy.ts'

export type { AccountDeps } from './auth/account-deps.ts'
export { checkAccountStatus } from './auth/account-status.ts'
export { endSession } from './auth/end-session.ts'
export {
  applyBalance,
  loadAccount,
  refreshBalance,
  refreshFavourites,
  refreshVip,
} from './auth/load-account.ts'
export type { LoginEntryTarget } from './auth/login-entry.ts'
export {
  loginEntryTarget,
  loginModalDelayMs,
  loginModalId,
  signInModalId,
} from './auth/login-entry.ts'
export { completeSignIn, signIn, signInWithTac } from './auth/sign-in.ts'
export type { ForceLogoutTarget, SignOutDeps } from './auth/sign-out.ts'
export { forceLogoutKey, signOut, watchForceLogout } from './auth/sign-out.ts'
export type { ProfileChanges } from './auth/update-profile.ts'
export { updateProfile } from './auth/update-profile.ts'

export { sanitizeCms } from './cms/sanitize-cms.ts'

export { announcementClosedCookie } from './cookies/announcement-closed.ts'
export {
  clientDomainCookie,
  clientDomainCookieName,
  clientDomainOf,
  serializeClientDomainCookie,
} from './cookies/client-domain.ts'

export type { DeviceHints, DeviceInfo } from './device/device-info.ts'
export { detectDevice } from './device/device-info.ts'
export { deviceFromReading } from './device/device-reading.ts'

export type {
  DecideErrorOptions,
  ErrorDecision,
  ErrorPresentation,
} from './errors/error-decision.ts'
export {
  decideError,
  errorMessages,
  errorToastMs,
  sessionEndedToastMs,
  statusMessageText,
} from './errors/error-decision.ts'
export { statusMessageTexts } from './errors/status-messages.ts'

export type { KeyboardFilter, KeyModifiers } from './format/keyboard-filters.ts'
export { acceptsKey, filterText } from './format/keyboard-filters.ts'
export {
  formatMoney,
  formatNumber,
  formatNumberDisplay,
  maxDecimalsFor,
} from './format/number-display.ts'
export type { PageButton, Pagination, PaginationInput } from './format/pagination.ts'
export { linkPlaceholder, paginate, paginationDefaults } from './format/pagination.ts'
export { parseMoney } from './format/parse-money.ts'
export type { TimeLeft } from './format/time-left.ts'
export { timeLeft } from './format/time-left.ts'

export type { GameKey } from './games/favourites.ts'
export { isFavourite } from './games/favourites.ts'
export type { GameWindowPlan, ScreenArea } from './games/game-window.ts'
export {
  gameWindowPlan,
  isPopupProvider,
  playnowPath,
  popupFeatures,
  popupProviders,
  popupSize,
} from './games/game-window.ts'

export type { RewardsTarget } from './gamify/rewards-target.ts'
export { rewardsTarget } from './gamify/rewards-target.ts'

export { activateLanguage } from './i18n/activate-language.ts'
export type { LanguageChoice, LanguageChoiceInput } from './i18n/language-choice.ts'
export { chooseLanguage, languageCookie } from './i18n/language-choice.ts'
export {
  codeFromLocale,
  dateLocaleByCode,
  dateLocaleOf,
  isLanguageCode,
  localeByCode,
  localeOf,
} from './i18n/language-codes.ts'
export { languageName } from './i18n/language-name.ts'
export type { EntryLanguage, EntryLanguageInput } from './i18n/locale-routing.ts'
export {
  addressLanguage,
  entryLanguage,
  localizePath,
  splitLocalePrefix,
} from './i18n/locale-routing.ts'
export type {
  CatalogTable,
  SiteCatalogs,
  SiteCatalogsOptions,
} from './i18n/site-catalogs.ts'
export { createSiteCatalogs } from './i18n/site-catalogs.ts'

export type {
  LiveChatController,
  LiveChatOptions,
  LiveChatWidget,
  LiveChatWindow,
} from './live-chat/live-chat.ts'
export { createLiveChat, liveChatNotReady } from './live-chat/live-chat.ts'

export type { WatchForNewBuildOptions } from './navigation/build-check.ts'
export {
  BuildInfo,
  buildCheckIntervalMs,
  buildMetaUrl,
  isNewerBuild,
  latestBuildUrl,
  watchForNewBuild,
} from './navigation/build-check.ts'
export type {
  ConnectionHints,
  PreloadLimiter,
  PreloadLimiterOptions,
} from './navigation/preload-limiter.ts'
export {
  createPreloadLimiter,
  maxPendingPreloads,
  shouldSkipPreload,
} from './navigation/preload-limiter.ts'
export type { ReloadGuard } from './navigation/reload-guard.ts'
export { createReloadGuard, reloadGuardKey, reloadGuardMs } from './navigation/reload-guard.ts'
export { BuildMeta, RouteRule, routeRuleRedirect } from './navigation/route-rules.ts'
export type { NavigationTarget } from './navigation/url-safety.ts'
export {
  ExternalNavigationError,
  isSafeHref,
  isWebAddress,
  resolveNavigation,
  UnsafeUrlError,
} from './navigation/url-safety.ts'

export type { SeoMeta, SeoTags } from './seo/seo-tags.ts'
export { seoTags } from './seo/seo-tags.ts'

export type { StartupDeps, StartupOutcome } from './startup/apply-startup.ts'
export { applyStartup } from './startup/apply-startup.ts'
export type { BodyAttributes } from './startup/body-attributes.ts'
export {
  applyBodyAttributes,
  bodyAttributes,
  bodyClassesMarker,
} from './startup/body-attributes.ts'
export { filterMenu, hasHotGames } from './startup/menu-filter.ts'
export { isSiteAvailable } from './startup/site-availability.ts'
export type { StartSiteInput, StartSiteOutcome } from './startup/start-site.ts'
export { startSite } from './startup/start-site.ts'

export type { LayoutState } from './stores/layout-store.ts'
export { initialLayout, layoutAtom, layoutStorageKey } from './stores/layout-store.ts'
export type { ModalId, ModalState } from './stores/modal-store.ts'
export {
  closeAllModals,
  closeModal,
  emptyModals,
  modalAtom,
  openModal,
} from './stores/modal-store.ts'
export { withoutRemembered, withRememberedChoices } from './stores/remembered-layout.ts'
export type { Store } from './stores/store.ts'
export type { FavouriteGame, UserState } from './stores/user-store.ts'
export { guestUser, sessionAtom, userAtom, userStorageKey } from './stores/user-store.ts'
export type { ViewportState } from './stores/viewport-store.ts'
export { viewportAtom } from './stores/viewport-store.ts'

export type { ColorName } from './theme/color-name.ts'
export { colorNames, isColorName } from './theme/color-name.ts'
export type {
  CustomBreakpoint,
  LoginEntry,
  RewardsEntry,
  Shades,
  Theme,
  ThemeBody,
} from './theme/define-theme.ts'
export { customBreakpointRange, defineTheme } from './theme/define-theme.ts'
export type { HomeSection } from './theme/home-section.ts'
export { defaultHomeSections, homeSections } from './theme/home-section.ts'
export type { TemplateName } from './theme/template-name.ts'
export { templateNamePattern } from './theme/template-name.ts'
export { ThemeManifest } from './theme/theme-manifest.ts'
export type { ShadeVariable, ThemeOnPage } from './theme/theme-on-page.ts'
export {
  putThemeOnPage,
  shadeVariables,
  themeOnPage,
  themeVariablesRule,
} from './theme/theme-on-page.ts'
export type {
  ThemePackage,
  ThemeRegistry,
  ThemeRegistryEntry,
  ThemeResolution,
} from './theme/theme-registry.ts'
export {
  findTemplate,
  isColorAllowed,
  registryOf,
  resolveSiteTheme,
  themeErrors,
} from './theme/theme-registry.ts'
export { appsflyerStorageKey, rememberAppsflyerId } from './tracking/appsflyer-id.ts'
export { fbpCookieName, readFbp } from './tracking/fbp.ts'
export { siteVisitRequest } from './tracking/site-visit.ts'
export { cleanTrackingId, trackingIdMaxLength } from './tracking/tracking-id.ts'
export { rememberVisitorId, visitorStorageKey } from './tracking/visitor-id.ts'
export type { BreakpointName, BreakpointQuery, StandardBreakpoint } from './viewport/breakpoints.ts'
export {
  breakpointFor,
  breakpoints,
  fallbackBreakpoint,
  initialBreakpoint,
  mediaQueries,
  viewportCookie,
} from './viewport/breakpoints.ts'
export type { WatchViewportOptions } from './viewport/watch-viewport.ts'
export {
  deviceRecheckDelayMs,
  resizeDebounceMs,
  watchViewport,
} from './viewport/watch-viewport.ts'
export type { VipSummary } from './vip/vip-summary.ts'
export { vipSummary } from './vip/vip-summary.ts'
