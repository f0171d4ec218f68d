// The general handler's rules, kept out of the site's first download: most visits never fail.
export { decideError, statusMessageText } from '@parlor/core'
