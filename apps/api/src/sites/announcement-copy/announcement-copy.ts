/** What the demo announcements state about the site they run on. */
export interface AnnouncementCopyContext {
  /** Plain text, as titles are; bodies do not name the site. */
  readonly siteName: string
  /** When the live tables pause each week, and for how long. */
  readonly maintenanceTime: string
  readonly maintenanceMinutes: number
}

export interface AnnouncementText {
  readonly title: string
  readonly body: string
}

/** One language's demo announcements: the welcome modal and the maintenance marquee. */
export type AnnouncementCopy = (context: AnnouncementCopyContext) => {
  readonly welcome: AnnouncementText
  readonly maintenance: AnnouncementText
}
