// The package's public surface. Every name is listed so that nothing leaks by accident.

export {
  getBalance,
  login,
  logout,
  ProfileFields,
  signInEntries,
  updatePassword,
  VipNextLevel,
  vip,
} from './calls/auth.ts'
export { forgotPassword, resetPassword } from './calls/auth-password-reset.ts'
export { signup } from './calls/auth-signup.ts'
export { loginTac, tacRequestLogin, tacRequestNewRegister, tacVerify } from './calls/auth-tac.ts'
export { addBank, banks } from './calls/bank-accounts.ts'
export { demoSpin } from './calls/demo-slot.ts'
export {
  BetRecord,
  BetStatus,
  betHistory,
  betStatuses,
  GameDevice,
  gameDevices,
  gameLaunch,
  gameList,
  LaunchType,
  launchTypes,
} from './calls/game.ts'
export { favList, favToggle } from './calls/home.ts'
export { claimInbox, getInbox, readInbox } from './calls/inbox.ts'
export {
  LeaderboardEntry,
  LeaderboardPeriod,
  leaderboard,
  leaderboardPeriods,
} from './calls/leaderboard.ts'
export { missionClaim, missionList } from './calls/mission.ts'
export { NewsArticle, news } from './calls/news.ts'
export { getHotGames, HotGameType, hotGameTypes } from './calls/product.ts'
export {
  AccountStatus,
  accountStatuses,
  checkStatus,
  profileUpdate,
  UpdatedProfile,
} from './calls/profile.ts'
export { promotionClaim, promotionList } from './calls/promotion.ts'
export { Invitee, referralSummary } from './calls/referral.ts'
export { seo } from './calls/seo.ts'
export {
  adsVisit,
  announcements,
  getAnalytics,
  partners,
  siteInfoDetail,
  socialAccount,
} from './calls/settings.ts'
export { SpinPrize, SpinPrizeKind, spinInfo, spinPlay, spinPrizeKinds } from './calls/spin.ts'
export { sportsMatches } from './calls/sports.ts'
export {
  isInMaintenance,
  LiveChat,
  Maintenance,
  SiteContent,
  StartupInMaintenance,
  StartupRunning,
  startup,
} from './calls/startup.ts'
export { VipLevel, vipLevels } from './calls/vip-levels.ts'
export {
  DepositMethod,
  deposit,
  depositMethods,
  withdraw,
  withdrawals,
  withdrawCancel,
} from './calls/wallet.ts'
export { statement, transactions } from './calls/wallet-history.ts'
export {
  RecentWin,
  RecentWithdrawal,
  Statistics,
  top10WinnerWithdrawal,
} from './calls/winners.ts'
export {
  type AccountCallName,
  type CallName,
  type Calls,
  calls,
  type ParamsOf,
  type ParsedRequestOf,
  type RequestOf,
  type ResponseOf,
} from './calls.ts'
export { type AccountSession, type CallDefinition, defineCall } from './define-call.ts'
export { describeIssues } from './describe-issues.ts'
export {
  AnalyticsScript,
  ScriptSection,
  scriptSections,
} from './entities/analytics-script.ts'
export {
  Announcement,
  AnnouncementPlacement,
  announcementPlacements,
} from './entities/announcement.ts'
export { Bank, BankAccount } from './entities/bank-account.ts'
export { Cms, type CmsPage, CmsSection, cmsPages } from './entities/cms.ts'
export {
  DocumentPlan,
  deviceAttribute,
  FirstAnswers,
  FirstViewport,
  firstAnswersElementId,
  firstViewportAttribute,
  PlanCall,
  PlanFiles,
  PlanHero,
  PlanPage,
  PlanTheme,
  pageRendererPath,
  preparedTagAttribute,
  type RenderPage,
  type RenderPageInput,
  serverRenderedAttribute,
} from './entities/document-plan.ts'
export {
  CatalogGame,
  FavouriteGame,
  Game,
  GameProvider,
  GameTag,
  gameTags,
} from './entities/game.ts'
export {
  ImageAddress,
  imageAddress,
  imageAddressOn,
  setImageBase,
} from './entities/image-address.ts'
export { InboxItem } from './entities/inbox-item.ts'
export { endonymByCode, LanguageCode, languageCodes, localeByCode } from './entities/language.ts'
export { LedgerEntry, LedgerKind, ledgerKinds } from './entities/ledger-entry.ts'
export {
  LocaleRouting,
  type LocaleRoutingInput,
  LocaleStrategy,
  localeStrategies,
} from './entities/locale-routing.ts'
export {
  BetLine,
  HomeAway,
  homeAwaySides,
  LocalizedName,
  Match,
  MatchStatus,
  matchStatuses,
} from './entities/match.ts'
export { GameCategory, gameCategories, MenuItem, ProviderCount } from './entities/menu.ts'
export {
  Mission,
  MissionPeriod,
  MissionStatus,
  missionPeriods,
  missionStatuses,
} from './entities/mission.ts'
export { Partner } from './entities/partner.ts'
export {
  Promotion,
  PromotionClaimMode,
  promotionClaimModes,
} from './entities/promotion.ts'
export { SeoRecord } from './entities/seo-record.ts'
export { Site } from './entities/site.ts'
export { SocialAccount } from './entities/social-account.ts'
export { TacDelivery, tacDeliveryEntries } from './entities/tac-delivery.ts'
export {
  Transaction,
  TransactionStatus,
  TransactionType,
  transactionStatuses,
  transactionTypes,
} from './entities/transaction.ts'
export {
  Withdrawal,
  WithdrawalStatus,
  WithdrawalStep,
  withdrawalStatuses,
} from './entities/withdrawal.ts'
export {
  envelopeEntries,
  FailureEnvelope,
  isSuccess,
  response,
  type SuccessOf,
} from './envelope.ts'
export {
  AccountId,
  AuthToken,
  accountEntries,
  BankAccountName,
  BankAccountNumber,
  BankCode,
  Count,
  DomainName,
  dateRangeEntries,
  Email,
  ExternalId,
  FullName,
  GameCode,
  IsoDate,
  ListFilter,
  languageEntries,
  MaskedAccountId,
  Money,
  NonNegativeMoney,
  OptionalEmail,
  Page,
  PageName,
  PageSize,
  Password,
  Phone,
  PositiveMoney,
  ProviderCode,
  pageRequestEntries,
  pagingEntries,
  RecordId,
  ReferralCode,
  SearchText,
  siteEntries,
  Tac,
  TrackingId,
  text,
  WebAddress,
} from './fields.ts'
export { lenientList } from './lenient-list.ts'
export { localizedCallNames } from './localized-calls.ts'
export { earliestInstant, isRealInstant, latestInstant } from './real-instant.ts'
export {
  type StatusCode,
  type StatusMessage,
  sessionEndingMessages,
  statusCode,
  statusMessage,
} from './status.ts'
