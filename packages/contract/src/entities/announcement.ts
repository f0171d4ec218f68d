import * as v from 'valibot'
import { IsoDate, RecordId } from '../fields.ts'
import { ImageAddress } from './image-address.ts'

/** `modal` shows once before the page (the layout's before-announcement flag); `marquee` scrolls. */
export const announcementPlacements = ['modal', 'marquee'] as const
export const AnnouncementPlacement = v.picklist(announcementPlacements)
export type AnnouncementPlacement = v.InferOutput<typeof AnnouncementPlacement>

export const Announcement = v.object({
  announcement_id: RecordId,
  placement: AnnouncementPlacement,
  title: v.string(),
  /** Operator rich text: sanitise before display. */
  body: v.string(),
  image_url: ImageAddress,
  starts_at: IsoDate,
  ends_at: v.nullable(IsoDate),
})
export type Announcement = v.InferOutput<typeof Announcement>
